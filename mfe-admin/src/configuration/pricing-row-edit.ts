import type { MealPlanPricingRow, MealPlanPricingUpdate } from '@mealbox/contracts';
import { describeError, isApiError } from '@mealbox/web-kit';
import { PRICE_LIMITS_PENCE, checkPrice, penceToDecimal } from './price-input';

/**
 * One pricing row being edited (DESIGN section 7). Staff set the weekly price of the plan and the per-meal price of
 * Large and Lean; Standard per meal is the weekly price shared over the meals, rounded to the penny, as the
 * catalogue requires, so it is worked out here rather than typed (a typed one could only disagree).
 */

export const EDITABLE_PRICES = ['base_price', 'large_price', 'lean_price'] as const;
export type EditablePrice = (typeof EDITABLE_PRICES)[number];
export type PricingRowValues = Record<EditablePrice, string>;
export type PricingRowErrors = Partial<Record<EditablePrice | 'standard_price', string>>;

export const PRICE_LABELS: Record<EditablePrice | 'standard_price', string> = {
  base_price: 'Weekly price',
  standard_price: 'Standard per meal',
  large_price: 'Large per meal',
  lean_price: 'Lean per meal',
};

export function rowValuesOf(row: MealPlanPricingRow): PricingRowValues {
  return { base_price: row.base_price, large_price: row.large_price, lean_price: row.lean_price };
}

/** Standard per meal for a weekly price: shared over the meals, rounded to the penny (the catalogue's rule). */
export function standardPerMealPence(basePence: number, mealCount: number): number {
  return Math.round(basePence / mealCount);
}

/** What the row's Standard per meal would be now, for showing while typing; undefined until the price is valid. */
export function previewStandard(values: PricingRowValues, mealCount: number): string | undefined {
  const base = checkPrice(values.base_price, PRICE_LIMITS_PENCE.plan);
  return base.ok ? penceToDecimal(standardPerMealPence(base.pence, mealCount)) : undefined;
}

export type RowCheck =
  { ok: true; body: MealPlanPricingUpdate & { id: string } } | { ok: false; errors: PricingRowErrors };

/**
 * The checks made before sending, and the full row PUT sends (spec section 7): every price valid, Large and Lean
 * not cheaper than Standard (their premium would turn negative).
 */
export function checkPricingRow(row: MealPlanPricingRow, values: PricingRowValues): RowCheck {
  const errors: PricingRowErrors = {};
  const base = checkPrice(values.base_price, PRICE_LIMITS_PENCE.plan);
  const large = checkPrice(values.large_price, PRICE_LIMITS_PENCE.meal);
  const lean = checkPrice(values.lean_price, PRICE_LIMITS_PENCE.meal);
  if (!base.ok) errors.base_price = base.error;
  if (!large.ok) errors.large_price = large.error;
  if (!lean.ok) errors.lean_price = lean.error;
  if (!base.ok || !large.ok || !lean.ok) return { ok: false, errors };

  const standard = standardPerMealPence(base.pence, row.meal_count);
  for (const [field, check] of [
    ['large_price', large],
    ['lean_price', lean],
  ] as const) {
    if (check.pence < standard) {
      errors[field] = `Must be at least the Standard price per meal (£${penceToDecimal(standard)})`;
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      id: row.id,
      meal_count: row.meal_count,
      base_price: penceToDecimal(base.pence),
      standard_price: penceToDecimal(standard),
      large_price: penceToDecimal(large.pence),
      lean_price: penceToDecimal(lean.pence),
    },
  };
}

export interface PricingRowFailure {
  /** The spec's words (section 8), then why. */
  title: 'Failed to save pricing changes';
  lines: string[];
  fieldErrors: PricingRowErrors;
}

const FIELDS = new Set<string>([...EDITABLE_PRICES, 'standard_price']);

/** What the row shows when the catalogue refused: its field errors at their fields, anything else in words. */
export function pricingRowFailure(error: unknown): PricingRowFailure {
  const title = 'Failed to save pricing changes';
  if (isApiError(error) && error.status === 400 && Object.keys(error.fieldErrors).length > 0) {
    const fieldErrors: PricingRowErrors = {};
    const lines: string[] = [];
    for (const [field, messages] of Object.entries(error.fieldErrors)) {
      if (messages.length === 0) continue;
      if (FIELDS.has(field)) fieldErrors[field as keyof PricingRowErrors] = messages.join(' ');
      else lines.push(`${field.replace(/_/g, ' ')}: ${messages.join(' ')}`);
    }
    return { title, lines, fieldErrors };
  }
  return { title, lines: [describeError(error)], fieldErrors: {} };
}
