/**
 * Prices as staff type them ('59.99', '60', '0.5'), checked before sending with the catalogue's rules
 * (priceInput in packages/contracts/src/http/fields.ts): digits with at most two decimals, never negative, at
 * most a limit. Pence are counted from the digits as text, so no floating-point rounding creeps in. Every refusal
 * starts with the spec's 'Please enter a valid price' (section 8).
 */

export const INVALID_PRICE = 'Please enter a valid price';

/** The catalogue's limits (MAX_PLAN_PRICE_PENCE, MAX_MEAL_PRICE_PENCE, MAX_DELIVERY_PRICE_PENCE). */
export const PRICE_LIMITS_PENCE = { plan: 999_99, meal: 99_99, delivery: 50_00 } as const;

export type PriceCheck = { ok: true; pence: number } | { ok: false; error: string };

const PRICE_TEXT = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

export function checkPrice(text: string, maxPence: number): PriceCheck {
  const value = text.trim();
  const match = PRICE_TEXT.exec(value);
  if (!match) {
    if (/^-\d/.test(value)) return { ok: false, error: `${INVALID_PRICE}: it cannot be negative` };
    if (/^\d+\.\d{3,}$/.test(value)) {
      return { ok: false, error: `${INVALID_PRICE} with no more than 2 decimal places` };
    }
    return { ok: false, error: INVALID_PRICE };
  }
  const pence = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (pence > maxPence) {
    return { ok: false, error: `${INVALID_PRICE} of no more than £${penceToDecimal(maxPence)}` };
  }
  return { ok: true, pence };
}

/** Integer pence as the API's decimal ('5999' -> '59.99'). */
export function penceToDecimal(pence: number): string {
  const whole = Math.floor(pence / 100);
  return `${whole}.${String(pence % 100).padStart(2, '0')}`;
}
