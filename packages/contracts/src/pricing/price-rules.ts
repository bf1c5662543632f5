import { penceToDecimal } from '../http/fields';
import type { MealSize } from '../plan/plan-choice';
import type { PriceCalculation } from '../http/pricing';

/**
 * The one pricing rule of the whole system (DESIGN section 7): the catalogue quotes with it, ordering charges
 * with it, so a price shown is always the price charged. Pure, in integer pence.
 */

/** Money off the box: a fixed amount in pence, or a whole percentage (1-100). */
export const DISCOUNT_KINDS = ['amount', 'percent'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** A pricing row's prices, in pence. */
export interface PlanPrices {
  mealCount: number;
  basePricePence: number;
  standardPricePence: number;
  largePricePence: number;
  leanPricePence: number;
}

export interface DiscountRule {
  code: string;
  kind: DiscountKind;
  /** Pence for 'amount', percent for 'percent'. */
  value: number;
}

/** A price calculation in pence (DESIGN section 7); the HTTP layer writes it as decimals. */
export interface PriceQuote {
  mealSize: MealSize;
  numberOfMeals: number;
  perMealPence: number;
  mealPlanPence: number;
  sizePremiumTotalPence: number;
  deliveryFeePence: number;
  discount: { code: string; amountPence: number } | null;
  totalPence: number;
}

/** The per-meal price of a size. */
export function perMealPence(prices: PlanPrices, size: MealSize): number {
  switch (size) {
    case 'S':
      return prices.standardPricePence;
    case 'L':
      return prices.largePricePence;
    case 'LEAN':
      return prices.leanPricePence;
  }
}

/**
 * What a code takes off the box (the meal plan and its size premium; delivery is never discounted). A fixed
 * amount never exceeds the box; a percentage is rounded to the nearest penny, half a penny up.
 */
export function discountPence(rule: DiscountRule, boxPence: number): number {
  const off = rule.kind === 'amount' ? rule.value : Math.round((boxPence * rule.value) / 100);
  return Math.min(Math.max(off, 0), boxPence);
}

/**
 * DESIGN section 7: the plan costs the row's base price (that many Standard meals); a Large or Lean box adds
 * (size per-meal - Standard per-meal) x count; delivery is the configured price; a valid code comes off last.
 * All in integer pence, so the parts always add up to the total exactly, and the total is never negative.
 */
export function calculatePrice(input: {
  prices: PlanPrices;
  size: MealSize;
  deliveryPricePence: number;
  discount?: DiscountRule;
}): PriceQuote {
  const { prices, size, deliveryPricePence, discount } = input;
  const perMeal = perMealPence(prices, size);
  const sizePremiumTotal = Math.max(0, perMeal - prices.standardPricePence) * prices.mealCount;
  const box = prices.basePricePence + sizePremiumTotal;
  const off = discount ? discountPence(discount, box) : 0;
  return {
    mealSize: size,
    numberOfMeals: prices.mealCount,
    perMealPence: perMeal,
    mealPlanPence: prices.basePricePence,
    sizePremiumTotalPence: sizePremiumTotal,
    deliveryFeePence: deliveryPricePence,
    discount: discount ? { code: discount.code, amountPence: off } : null,
    totalPence: Math.max(0, box - off + deliveryPricePence),
  };
}

/** A quote as the HTTP API writes it (POST /api/calculate-price/, an order's breakdown): decimals at the edge. */
export function toPriceCalculation(quote: PriceQuote): PriceCalculation {
  return {
    meal_size: quote.mealSize,
    number_of_meals: quote.numberOfMeals,
    per_meal_price: penceToDecimal(quote.perMealPence),
    meal_plan_price: penceToDecimal(quote.mealPlanPence),
    size_premium_total: penceToDecimal(quote.sizePremiumTotalPence),
    delivery_fee: penceToDecimal(quote.deliveryFeePence),
    discount: quote.discount
      ? { code: quote.discount.code, amount: penceToDecimal(quote.discount.amountPence) }
      : null,
    total_price: penceToDecimal(quote.totalPence),
  };
}
