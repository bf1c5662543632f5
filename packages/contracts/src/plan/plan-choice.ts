/**
 * The customer's plan (spec section 3, 'Meal plan choice'): its protein preferences, sizes and meal counts, their
 * words, and the plan as the purchase pages carry it. One list for every side: the API's schemas are built from
 * these values, and the browser imports this file alone (no zod), so the choices cannot drift apart.
 */

import type { SubscriptionFrequency } from './subscription-frequency';

/** The spec's protein preferences, in the plan page's order. */
export const PROTEIN_PREFERENCES = [
  { value: 'MV', label: 'Meat & Vegan' },
  { value: 'MO', label: 'Meat Only' },
  { value: 'VO', label: 'Vegan Only' },
] as const;
export type ProteinPreference = (typeof PROTEIN_PREFERENCES)[number]['value'];
export type ProteinPreferenceOption = (typeof PROTEIN_PREFERENCES)[number];

/**
 * The spec's meal sizes, with each size's energy and protein per meal as the spec states them. Large and Lean cost
 * more per meal than Standard; the amount is the live price (the pricing rows), never written here.
 */
export const MEAL_SIZES = [
  { value: 'S', label: 'Standard', calories: '500–600 kcal', protein: '30–40g protein' },
  { value: 'L', label: 'Large', calories: '700–900 kcal', protein: '50–65g protein' },
  { value: 'LEAN', label: 'Lean', calories: '500–600 kcal', protein: '50–60g protein' },
] as const;
export type MealSize = (typeof MEAL_SIZES)[number]['value'];
export type MealSizeOption = (typeof MEAL_SIZES)[number];

/** Meals per week a customer can order (spec section 9); one pricing row each. */
export const MEAL_COUNTS = [6, 8, 10, 12, 15, 18] as const;
export type MealCount = (typeof MEAL_COUNTS)[number];

/** Longest discount code the API takes. */
export const MAX_DISCOUNT_CODE_LENGTH = 32;

/** The plan as the purchase pages carry it; field names are the API's. */
export interface PlanChoice {
  protein_preference: ProteinPreference;
  meal_size: MealSize;
  number_of_meals: MealCount;
  /** A code the server has accepted for this plan (normalised: trimmed, upper case), or null. */
  discount_code: string | null;
  /** How often the subscription the first order starts delivers; absent (a plan kept before the choice): weekly. */
  frequency?: SubscriptionFrequency;
}

/** The plan page's defaults (DESIGN section 9): Meat & Vegan, Standard, 8 meals a week, no code. */
export const DEFAULT_PLAN: Readonly<PlanChoice> = {
  protein_preference: 'MV',
  meal_size: 'S',
  number_of_meals: 8,
  discount_code: null,
};

/** How codes are compared, stored and sent: ' chef24 ' -> 'CHEF24' (the catalogue looks them up the same way). */
export const normaliseDiscountCode = (code: string): string => code.trim().toUpperCase();

export function isProteinPreference(value: unknown): value is ProteinPreference {
  return PROTEIN_PREFERENCES.some((option) => option.value === value);
}

export function isMealSize(value: unknown): value is MealSize {
  return MEAL_SIZES.some((option) => option.value === value);
}

export function isMealCount(value: unknown): value is MealCount {
  return MEAL_COUNTS.some((count) => count === value);
}

export function proteinPreferenceLabel(value: ProteinPreference): string {
  return PROTEIN_PREFERENCES.find((option) => option.value === value)?.label ?? value;
}

export function mealSizeLabel(value: MealSize): string {
  return MEAL_SIZES.find((option) => option.value === value)?.label ?? value;
}

/** '8 Standard meals a week, Meat & Vegan': the plan in one line, for summaries. */
export function describePlan(
  plan: Pick<PlanChoice, 'protein_preference' | 'meal_size' | 'number_of_meals'>,
): string {
  return `${plan.number_of_meals} ${mealSizeLabel(plan.meal_size)} meals a week, ${proteinPreferenceLabel(
    plan.protein_preference,
  )}`;
}
