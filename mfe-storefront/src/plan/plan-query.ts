import { DEFAULT_PLAN, MEAL_COUNTS, type PlanChoice } from '@mealbox/contracts/plan-choice';
import type { MealCount } from '@mealbox/contracts';

/** The plan builder's address; every Order Now and Start Your Plan leads here (spec section 2). */
export const PLAN_PATH = '/join-now/plans/';

/** The query parameter that preselects the meals per week: /join-now/plans/?meals=10 (the pricing page's cards). */
export const MEALS_PARAM = 'meals';

/** The plan builder with a number of meals preselected: planPath(10) -> '/join-now/plans/?meals=10'. */
export function planPath(meals?: MealCount): string {
  return meals === undefined ? PLAN_PATH : `${PLAN_PATH}?${MEALS_PARAM}=${meals}`;
}

/**
 * The meal count a link asks for, when it is one we sell: '10' -> 10. Anything else ('7', '10.5', ' 10', '1e1',
 * 'ten', none) is no preselection, and the page keeps its own choice.
 */
export function mealsFromQuery(
  value: string | null | undefined,
  counts: readonly number[] = MEAL_COUNTS,
): MealCount | undefined {
  if (!value || !/^[1-9]\d{0,2}$/.test(value)) return undefined;
  const meals = Number(value);
  return counts.includes(meals) && (MEAL_COUNTS as readonly number[]).includes(meals)
    ? (meals as MealCount)
    : undefined;
}

/**
 * The plan the page opens with: the one kept from before (or the defaults), with the meal count a link asked
 * for, if any. The link wins for the count only: the customer's other choices stay.
 */
export function initialPlan(stored: PlanChoice | null, queryMeals: MealCount | undefined): PlanChoice {
  const plan = stored ?? { ...DEFAULT_PLAN };
  return queryMeals === undefined ? plan : { ...plan, number_of_meals: queryMeals };
}
