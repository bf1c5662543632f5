/**
 * The most each add-on field may hold. The catalogue enforces them (http/add-on.ts); the staff form shows the same
 * limits before sending, from here, without zod.
 */
export const ADD_ON_LIMITS = {
  name: 100,
  description: 500,
  ingredients: 2000,
  calories: 5000,
  protein: 500,
  carbohydrates: 1000,
  fat: 500,
} as const;

/** An add-on costs more than nothing and at most £50.00 (a guard against a typo such as 450 for £4.50). */
export const MAX_ADD_ON_PRICE_PENCE = 50_00;

/** The most of one add-on that can be sold in a delivery week, when staff set a limit at all. */
export const MAX_ADD_ON_STOCK_PER_WEEK = 10_000;
