import { trustedFilter } from '@mealbox/platform';
import type { MealReadDocument } from '../data/meal-read-model';
import type { ReadModels } from './ordering-deps';

export const MEAL_NOT_FOUND = 'Meal not found.';
export const MEAL_NOT_AVAILABLE = 'This meal is not available at the moment.';

/** Why a meal cannot be chosen (unknown, deleted, sold out or not available); null when it can. */
export function mealChoiceProblem(meal: MealReadDocument | null | undefined): string | null {
  if (!meal || meal.deleted || meal.name === undefined) return MEAL_NOT_FOUND;
  return meal.status === 'available' ? null : MEAL_NOT_AVAILABLE;
}

/** The read model's meals of these ids, by id (tombstones included, so old orders still show their meals). */
export async function mealsById(
  deps: Pick<ReadModels, 'meals'>,
  ids: string[],
): Promise<Map<string, MealReadDocument>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const meals = await deps.meals.find(trustedFilter({ _id: { $in: unique } })).lean<MealReadDocument[]>();
  return new Map(meals.map((meal) => [meal._id, meal]));
}
