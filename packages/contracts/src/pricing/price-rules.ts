import { penceToDecimal } from './pence-decimal';
import { MEAL_SIZES } from '../plan/plan-choice';
import type { MealSize } from '../plan/plan-choice';
import { chargeLine, deductionLine, totalOfKind, totalOfLines } from './price-lines';
import type { PriceLine, PricedLines } from './price-lines';
import { toPriceLineDtos } from './price-line-dto';
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

/**
 * A plan's price (DESIGN section 7): what the box is (size, count, the size's per-meal rate, which the spec's
 * `per_meal_price` shows) and its money as lines. The lines are the price; nothing re-derives them.
 */
export interface PriceQuote extends PricedLines {
  mealSize: MealSize;
  numberOfMeals: number;
  perMealPence: number;
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

/** The plan line's label: '10 meals'. */
export const planLineLabel = (numberOfMeals: number): string => `${numberOfMeals} meals`;

/** The size premium line's label: 'Large size'. */
export const sizePremiumLabel = (size: MealSize): string =>
  `${MEAL_SIZES.find((option) => option.value === size)?.label ?? size} size`;

/** The discount line's label: 'Discount code CHEF24'. */
export const discountLineLabel = (code: string): string => `Discount code ${code}`;

/**
 * DESIGN section 7: the plan costs the row's base price (that many Standard meals); a Large or Lean box adds
 * (size per-meal - Standard per-meal) x count; delivery is the configured price; a valid code comes off the box
 * (plan and premium, never delivery). All in integer pence as lines, so they always add up to the total exactly,
 * and the total is never negative. Add-on and credit lines are the order's, added by ordering's pricing.
 */
export function calculatePrice(input: {
  prices: PlanPrices;
  size: MealSize;
  deliveryPricePence: number;
  discount?: DiscountRule;
}): PriceQuote {
  const { prices, size, deliveryPricePence, discount } = input;
  const perMeal = perMealPence(prices, size);
  const premiumPerMeal = Math.max(0, perMeal - prices.standardPricePence);
  const charges: PriceLine[] = [
    chargeLine('plan', planLineLabel(prices.mealCount), 1, prices.basePricePence),
  ];
  if (premiumPerMeal > 0)
    charges.push(chargeLine('size_premium', sizePremiumLabel(size), prices.mealCount, premiumPerMeal));
  charges.push(chargeLine('delivery', 'Delivery', 1, deliveryPricePence));
  const lines = withDiscount(charges, discount);
  return {
    mealSize: size,
    numberOfMeals: prices.mealCount,
    perMealPence: perMeal,
    lines,
    totalPence: totalOfLines(lines),
  };
}

/** What a code applies to: the box (its plan and size premium lines), never delivery or add-ons. */
export const boxPence = (lines: readonly PriceLine[]): number =>
  totalOfKind(lines, 'plan') + totalOfKind(lines, 'size_premium');

/**
 * The lines with this code's discount line (any earlier one replaced), or without one when there is no rule.
 * `keptCode` keeps a code's line at nothing off, for a box not priced yet that applies it once it is.
 */
export function withDiscount(
  lines: readonly PriceLine[],
  rule: DiscountRule | undefined,
  keptCode?: string,
): PriceLine[] {
  const others = lines.filter((line) => line.kind !== 'discount');
  if (rule)
    return [
      ...others,
      deductionLine(
        'discount',
        discountLineLabel(rule.code),
        discountPence(rule, boxPence(others)),
        rule.code,
      ),
    ];
  if (keptCode) return [...others, deductionLine('discount', discountLineLabel(keptCode), 0, keptCode)];
  return others;
}

/** The code and amount off of a quote's discount line (the spec's `discount` field), or null without one. */
export function discountOfLines(lines: readonly PriceLine[]): { code: string; amountPence: number } | null {
  const line = lines.find((each) => each.kind === 'discount');
  return line ? { code: line.ref ?? '', amountPence: -line.totalPence } : null;
}

/** A quote as the HTTP API writes it (POST /api/calculate-price/, an order's breakdown): decimals at the edge. */
export function toPriceCalculation(quote: PriceQuote): PriceCalculation {
  const discount = discountOfLines(quote.lines);
  return {
    meal_size: quote.mealSize,
    number_of_meals: quote.numberOfMeals,
    per_meal_price: penceToDecimal(quote.perMealPence),
    meal_plan_price: penceToDecimal(totalOfKind(quote.lines, 'plan')),
    size_premium_total: penceToDecimal(totalOfKind(quote.lines, 'size_premium')),
    delivery_fee: penceToDecimal(totalOfKind(quote.lines, 'delivery')),
    discount: discount ? { code: discount.code, amount: penceToDecimal(discount.amountPence) } : null,
    total_price: penceToDecimal(quote.totalPence),
    lines: toPriceLineDtos(quote),
  };
}
