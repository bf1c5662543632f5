import type { MealRatedData } from '@mealbox/contracts';
import { isDuplicateKeyError, keepNewest } from '@mealbox/platform';
import { mealRatingId } from '../data/meal-rating-model';
import type { MealRatingDeps } from './meal-rating-deps';

/** How often a count is tried again when another count got there first; each loss means progress elsewhere. */
const MAX_COUNT_ATTEMPTS = 20;

/**
 * Applies ordering's MealRated: keeps the rating if its version is newer than the one held for that (order, meal),
 * then counts the meal's ratings again. Idempotent and order-safe: a redelivered or older event keeps nothing, and
 * counting again from the kept ratings gives the same totals. The count runs even when nothing was kept, so an
 * event redelivered after a crash between the two writes finishes the count. Answers whether the totals changed.
 *
 * Trade-off: counting a meal's ratings on each event costs a read of them (indexed by meal) where adjusting the
 * sum by the event's `previousStars` would cost one update; but adjusting cannot be made exactly-once across the
 * two documents without transactions (FerretDB v1 has none), and a count can always be redone.
 */
export async function recordMealRating(deps: MealRatingDeps, rating: MealRatedData): Promise<boolean> {
  await keepNewest(deps.ratings, mealRatingId(rating.orderId, rating.mealId), rating.version, {
    orderId: rating.orderId,
    mealId: rating.mealId,
    stars: rating.stars,
    ratedAt: new Date(rating.ratedAt),
  });
  return countMealRatings(deps, rating.mealId);
}

/**
 * Counts the meal's ratings into its totals. The totals are read before counting and written only over the version
 * read, so of two counts running at once, one that read fewer ratings cannot overwrite one that read more: the
 * loser counts again. Answers whether the totals changed.
 */
export async function countMealRatings(deps: MealRatingDeps, mealId: string): Promise<boolean> {
  for (let attempt = 0; attempt < MAX_COUNT_ATTEMPTS; attempt++) {
    const held = await deps.ratingTotals.findById(mealId).lean();
    const totals = totalsOf(await starCounts(deps, mealId));
    if (held && held.sum === totals.sum && held.count === totals.count) return false;
    if (!held) {
      try {
        await deps.ratingTotals.create({ _id: mealId, ...totals, version: 1 });
        return true;
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        continue;
      }
    }
    const written = await deps.ratingTotals.updateOne(
      { _id: mealId, version: held.version },
      { $set: totals, $inc: { version: 1 } },
    );
    if (written.matchedCount === 1) return true;
  }
  throw new Error(
    `The ratings of meal ${mealId} kept changing while they were counted; the event will be retried.`,
  );
}

/**
 * How many ratings of the meal gave each number of stars, in one read (so the sum and the count agree). Grouped by
 * stars with a single `$sum: 1` because FerretDB v1 answers 0 for `$sum: 1` beside a second accumulator.
 */
function starCounts(deps: MealRatingDeps, mealId: string): Promise<Array<{ _id: number; count: number }>> {
  return deps.ratings.aggregate<{ _id: number; count: number }>([
    { $match: { mealId } },
    { $group: { _id: '$stars', count: { $sum: 1 } } },
  ]);
}

const totalsOf = (counts: ReadonlyArray<{ _id: number; count: number }>) => ({
  sum: counts.reduce((sum, each) => sum + each._id * each.count, 0),
  count: counts.reduce((count, each) => count + each.count, 0),
});
