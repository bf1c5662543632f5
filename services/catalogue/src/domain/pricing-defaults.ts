import type { MealCount, PlanPrices } from '@mealbox/contracts';
import type { DiscountCodeDocument } from '../data/discount-code-model';

/** Large and Lean cost this much more per meal than Standard (spec section 9). */
export const DEFAULT_SIZE_PREMIUM_PENCE = 1_99;

/**
 * The weekly price of each plan as first seeded (DESIGN section 7): 6 Standard meals £59.99 and 10 £89.99, as the
 * marketing copy says, and cheaper per meal as the plan grows (£10.00, 9.50, 9.00, 8.75, 8.33, 8.00). The
 * Standard per-meal price is the weekly price shared out, rounded to the penny.
 */
const WEEKLY_PRICES: Record<MealCount, number> = {
  6: 59_99,
  8: 75_99,
  10: 89_99,
  12: 104_99,
  15: 124_99,
  18: 143_99,
};

export function standardPerMealPence(basePricePence: number, mealCount: number): number {
  return Math.round(basePricePence / mealCount);
}

export const DEFAULT_PRICING: PlanPrices[] = Object.entries(WEEKLY_PRICES).map(([count, base]) => {
  const mealCount = Number(count);
  const standard = standardPerMealPence(base, mealCount);
  return {
    mealCount,
    basePricePence: base,
    standardPricePence: standard,
    largePricePence: standard + DEFAULT_SIZE_PREMIUM_PENCE,
    leanPricePence: standard + DEFAULT_SIZE_PREMIUM_PENCE,
  };
});

/** Delivery is free until staff set a fee (DESIGN section 9). */
export const DEFAULT_DELIVERY_PRICE_PENCE = 0;

/** A code as the first start writes it. */
export type DiscountCodeSeed = Pick<
  DiscountCodeDocument,
  '_id' | 'kind' | 'value' | 'active' | 'expiresAt' | 'firstOrderOnly' | 'description'
>;

/**
 * CHEF24: £10.00 off the box, the same on the plan page and at checkout, for the customer's first box only
 * (DESIGN section 9).
 */
export const DEFAULT_DISCOUNT_CODES: DiscountCodeSeed[] = [
  {
    _id: 'CHEF24',
    kind: 'amount',
    value: 10_00,
    active: true,
    expiresAt: null,
    firstOrderOnly: true,
    description: '£10.00 off the first box',
  },
];
