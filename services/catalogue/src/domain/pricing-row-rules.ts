import { penceToDecimal } from '@mealbox/contracts';
import type { PlanPrices } from '@mealbox/contracts';
import { standardPerMealPence } from './pricing-defaults';

/** A staff edit of one pricing row, parsed (pence). */
export interface PricingRowEdit {
  id?: string;
  meal_count: number;
  base_price: number;
  standard_price: number;
  large_price: number;
  lean_price: number;
}

/**
 * Field errors of an edit against the stored row, empty when it may be saved. The meal count names the row and
 * cannot change; Standard per meal must be the weekly price shared out (so no page shows a per-meal price the
 * plan does not charge); Large and Lean cannot cost less than Standard (their premium would turn negative).
 */
export function pricingRowProblems(
  rowId: string,
  current: Pick<PlanPrices, 'mealCount'>,
  edit: PricingRowEdit,
): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  if (edit.id !== undefined && edit.id !== rowId)
    problems.id = ['Does not match the pricing row in the URL.'];
  if (edit.meal_count !== current.mealCount) {
    problems.meal_count = [`The meal count of this row is ${current.mealCount} and cannot change.`];
    return problems;
  }
  const expected = standardPerMealPence(edit.base_price, edit.meal_count);
  if (edit.standard_price !== expected) {
    problems.standard_price = [
      `Must be the base price shared over ${edit.meal_count} meals, rounded to the penny: ${penceToDecimal(expected)}.`,
    ];
  }
  for (const field of ['large_price', 'lean_price'] as const) {
    if (edit[field] < edit.standard_price) problems[field] = ['Must be at least the standard price.'];
  }
  return problems;
}
