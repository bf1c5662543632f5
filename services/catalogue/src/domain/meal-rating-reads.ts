import { mealRatingOf } from '@mealbox/contracts';
import type { MealRating } from '@mealbox/contracts';
import { trustedFilter } from '@mealbox/platform';
import type { MealRatingDeps } from './meal-rating-deps';

/** Each meal's rating as the shop shows it (average to one decimal, count); a meal nobody has rated has none. */
export async function ratingsOfMeals(
  deps: Pick<MealRatingDeps, 'ratingTotals'>,
  mealIds: readonly string[],
): Promise<(mealId: string) => MealRating> {
  const totals = await deps.ratingTotals.find(trustedFilter({ _id: { $in: [...mealIds] } })).lean();
  const byMeal = new Map(totals.map((each) => [each._id, mealRatingOf(each.sum, each.count)]));
  return (mealId) => byMeal.get(mealId) ?? mealRatingOf(0, 0);
}
