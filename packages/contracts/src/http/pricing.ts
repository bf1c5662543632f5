import { z } from 'zod';
import { MAX_DISCOUNT_CODE_LENGTH, MEAL_SIZES, type MealSize } from '../plan/plan-choice';
import { priceLineDtoSchema } from '../pricing/price-line-schema';
import { decimalPriceSchema, priceInput, requiredInteger } from './fields';

/**
 * The catalogue's pricing HTTP shapes (spec sections 3 and 7, DESIGN section 7). Every amount is a decimal string
 * in pounds ("59.99"), as identity's order totals are; services count integer pence inside.
 */

/** The largest weekly plan price and per-meal price staff can set: anything above is a typing slip. */
export const MAX_PLAN_PRICE_PENCE = 999_99;
export const MAX_MEAL_PRICE_PENCE = 99_99;
/** The largest delivery price staff can set. */
export const MAX_DELIVERY_PRICE_PENCE = 50_00;

/**
 * A row of GET /api/meal-plan-pricing/: `base_price` is the weekly price of `meal_count` Standard meals;
 * `standard_price`, `large_price`, `lean_price` the per-meal price of each size.
 */
export const mealPlanPricingRowSchema = z.object({
  id: z.string(),
  meal_count: z.number().int().positive(),
  base_price: decimalPriceSchema,
  standard_price: decimalPriceSchema,
  large_price: decimalPriceSchema,
  lean_price: decimalPriceSchema,
});
export type MealPlanPricingRow = z.infer<typeof mealPlanPricingRowSchema>;

/**
 * PUT /api/meal-plan-pricing/{id}/: the full row. `id` may be sent back as read (it must then be the URL's);
 * `meal_count` names the row and cannot change. Prices are strings or numbers with at most two decimals.
 */
export const mealPlanPricingUpdateShape = {
  id: z.string({ error: 'Not a valid string.' }).max(64).optional(),
  meal_count: requiredInteger,
  base_price: priceInput(MAX_PLAN_PRICE_PENCE),
  standard_price: priceInput(MAX_MEAL_PRICE_PENCE),
  large_price: priceInput(MAX_MEAL_PRICE_PENCE),
  lean_price: priceInput(MAX_MEAL_PRICE_PENCE),
};
export const mealPlanPricingUpdateSchema = z.object(mealPlanPricingUpdateShape);
/** What a client sends. */
export type MealPlanPricingUpdate = z.input<typeof mealPlanPricingUpdateSchema>;

/** An item of GET /api/configuration/ (a list; the site uses the first item). 0.00 means free delivery. */
export const configurationSchema = z.object({ id: z.string(), delivery_price: decimalPriceSchema });
export type Configuration = z.infer<typeof configurationSchema>;

/** PATCH /api/configuration/update_delivery_price/; answers the updated configuration. */
export const deliveryPriceUpdateShape = { delivery_price: priceInput(MAX_DELIVERY_PRICE_PENCE) };
export const deliveryPriceUpdateSchema = z.object(deliveryPriceUpdateShape);
export type DeliveryPriceUpdate = z.input<typeof deliveryPriceUpdateSchema>;

export const mealSizeSchema = z.enum(MEAL_SIZES.map((size) => size.value) as [MealSize, ...MealSize[]], {
  error: (issue) =>
    issue.input === undefined ? 'This field is required.' : 'Choose S (Standard), L (Large) or LEAN (Lean).',
});

/**
 * POST /api/calculate-price/. `number_of_meals` must be one of MEAL_COUNTS (checked against the stored rows).
 * `discount_code` is optional; it is trimmed and matched ignoring case; blank or null means none.
 */
export const calculatePriceRequestShape = {
  meal_size: mealSizeSchema,
  number_of_meals: requiredInteger,
  discount_code: z
    .string({ error: 'Not a valid string.' })
    .trim()
    .max(
      MAX_DISCOUNT_CODE_LENGTH,
      `Ensure this field has no more than ${MAX_DISCOUNT_CODE_LENGTH} characters.`,
    )
    .nullish(),
};
export const calculatePriceRequestSchema = z.object(calculatePriceRequestShape);
export type CalculatePriceRequest = z.input<typeof calculatePriceRequestSchema>;

/**
 * The answer of POST /api/calculate-price/ (DESIGN section 7):
 * total_price = meal_plan_price + size_premium_total + delivery_fee - discount.amount, never below zero.
 * `discount` is null without a code; its `amount` is what was taken off (never more than the box costs).
 */
export const priceCalculationSchema = z.object({
  meal_size: z.enum(MEAL_SIZES.map((size) => size.value) as [MealSize, ...MealSize[]]),
  number_of_meals: z.number().int().positive(),
  per_meal_price: decimalPriceSchema,
  meal_plan_price: decimalPriceSchema,
  size_premium_total: decimalPriceSchema,
  delivery_fee: decimalPriceSchema,
  discount: z.object({ code: z.string(), amount: decimalPriceSchema }).nullable(),
  total_price: decimalPriceSchema,
  /** The same money as lines (plan, size premium, delivery, discount, and on an order add-ons and credit). */
  lines: z.array(priceLineDtoSchema),
});
export type PriceCalculation = z.infer<typeof priceCalculationSchema>;
