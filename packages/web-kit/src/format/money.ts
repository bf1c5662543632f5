import { formatPounds } from '@mealbox/contracts/en-gb-numbers';

// Mealbox sells in the UK only: every amount is pounds sterling, written the British way (£1,234.50), by en-GB's
// rules without Intl (its first formatter costs a phone's page a tenth of a second: en-gb-numbers.ts).

/** Formats an amount in pounds as the HTTP API gives it (decimal, e.g. 59.99 -> '£59.99'). */
export function formatPrice(pounds: number): string {
  return formatPounds(pounds);
}

/** Formats integer pence (how services and events count money) as pounds: 5999 -> '£59.99'. */
export function formatPence(pence: number): string {
  return formatPounds(pence / 100);
}

/** Pounds as a number for formatting ('59.99' -> 59.99); the API's decimals are exact to the penny. */
export const pounds = (decimal: string): number => Number(decimal);

/** '£0.00' delivery is 'Free' (DESIGN section 9). */
export function deliveryText(fee: string): string {
  return pounds(fee) === 0 ? 'Free' : formatPrice(pounds(fee));
}

/**
 * A movement of money with its direction always written, as a statement shows it: '5.00' -> '+£5.00',
 * '-5.00' -> '−£5.00' (a true minus sign, read as 'minus' by screen readers), '0.00' -> '£0.00'.
 */
export function formatSignedPrice(decimal: string): string {
  const amount = pounds(decimal);
  if (amount === 0) return formatPrice(0);
  return `${amount > 0 ? '+' : '\u2212'}${formatPrice(Math.abs(amount))}`;
}
