import type { MealCount, MealSize } from '@mealbox/contracts';

/**
 * The customer's plan (spec section 3, 'Meal plan choice'): what the plan builder sets and every later purchase
 * step reads. Field names are the API's. Only types come from contracts (its values would ship zod to the
 * browser); plan-choice.unit.test.ts checks these lists against contracts so they cannot drift from the API.
 */
export type ProteinPreference = 'MV' | 'MO' | 'VO';

export interface PlanChoice {
  protein_preference: ProteinPreference;
  meal_size: MealSize;
  number_of_meals: MealCount;
  /** A code the server has accepted for this plan (normalised: trimmed, upper case), or null. */
  discount_code: string | null;
}

/** The plan page's defaults (DESIGN section 9): Meat & Vegan, Standard, 8 meals a week, no code. */
export const DEFAULT_PLAN: Readonly<PlanChoice> = {
  protein_preference: 'MV',
  meal_size: 'S',
  number_of_meals: 8,
  discount_code: null,
};

export interface ProteinPreferenceOption {
  value: ProteinPreference;
  label: string;
}

/** The labels the rest of the site uses (how it works, FAQ). */
export const PROTEIN_PREFERENCE_OPTIONS: readonly ProteinPreferenceOption[] = [
  { value: 'MV', label: 'Meat & Vegan' },
  { value: 'MO', label: 'Meat Only' },
  { value: 'VO', label: 'Vegan Only' },
];

export interface MealSizeOption {
  value: MealSize;
  label: string;
  /** Energy per meal, as the spec states it. */
  calories: string;
  /** Protein per meal. */
  protein: string;
}

/**
 * Meal sizes (spec section 3). Large and Lean cost more per meal than Standard; the amount is the live price
 * (the pricing rows), never written here.
 */
export const MEAL_SIZE_OPTIONS: readonly MealSizeOption[] = [
  { value: 'S', label: 'Standard', calories: '500–600 kcal', protein: '30–40g protein' },
  { value: 'L', label: 'Large', calories: '700–900 kcal', protein: '50–65g protein' },
  { value: 'LEAN', label: 'Lean', calories: '500–600 kcal', protein: '50–60g protein' },
];

/** Meals per week a customer can order (spec section 9), one pricing row each. */
export const PLAN_MEAL_COUNTS: readonly MealCount[] = [6, 8, 10, 12, 15, 18];

/** Longest code the API takes. */
export const DISCOUNT_CODE_MAX_LENGTH = 32;

export function isProteinPreference(value: unknown): value is ProteinPreference {
  return PROTEIN_PREFERENCE_OPTIONS.some((option) => option.value === value);
}

export function isMealSize(value: unknown): value is MealSize {
  return MEAL_SIZE_OPTIONS.some((option) => option.value === value);
}

export function isPlanMealCount(value: unknown): value is MealCount {
  return PLAN_MEAL_COUNTS.some((count) => count === value);
}

/** How codes are compared and sent: ' chef24 ' -> 'CHEF24' (the catalogue matches them the same way). */
export function normaliseDiscountCode(code: string): string {
  return code.trim().toUpperCase();
}

export function proteinPreferenceLabel(value: ProteinPreference): string {
  return PROTEIN_PREFERENCE_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

export function mealSizeLabel(value: MealSize): string {
  return MEAL_SIZE_OPTIONS.find((option) => option.value === value)?.label ?? value;
}

/** '8 Standard meals a week, Meat & Vegan': the plan in one line, for summaries. */
export function describePlan(plan: PlanChoice): string {
  return `${plan.number_of_meals} ${mealSizeLabel(plan.meal_size)} meals a week, ${proteinPreferenceLabel(
    plan.protein_preference,
  )}`;
}
