import type { OrderStatus } from '@mealbox/contracts';
import type { MealRatingEntry } from '../data/order-model';
import type { OrderItemEntry } from '../../shared/data/address-and-items-schemas';

export const NOT_DELIVERED_YET = 'You can rate the meals of an order once it has been delivered.';
export const MEAL_NOT_IN_ORDER = 'That meal was not in this order, so it cannot be rated here.';
export const NOT_THE_CUSTOMER = 'Only the customer who received the order can rate its meals.';

/** What rating a meal of an order does: refused (and why), nothing (the same stars again), or a new rating. */
export type RatingDecision =
  | { kind: 'refused'; reason: 'not_delivered' | 'meal_not_in_order'; message: string }
  | { kind: 'same'; rating: MealRatingEntry }
  | { kind: 'rate'; rating: MealRatingEntry; previousStars: number | null; ratings: MealRatingEntry[] };

/**
 * A customer rates a meal they received: only in a delivered order, only a meal the order holds, one rating per
 * meal (a second rating replaces the first and raises its version, so readers of the events can tell the newer
 * one). The same stars again change nothing, so a retried request announces nothing twice.
 */
export function decideMealRating(
  order: { orderStatus: OrderStatus; items: OrderItemEntry[]; ratings?: MealRatingEntry[] | undefined },
  mealId: string,
  stars: number,
  at: Date,
): RatingDecision {
  if (order.orderStatus !== 'delivered') {
    return { kind: 'refused', reason: 'not_delivered', message: NOT_DELIVERED_YET };
  }
  if (!order.items.some((item) => item.mealId === mealId)) {
    return { kind: 'refused', reason: 'meal_not_in_order', message: MEAL_NOT_IN_ORDER };
  }
  const ratings = order.ratings ?? [];
  const current = ratings.find((rating) => rating.mealId === mealId);
  if (current?.stars === stars) return { kind: 'same', rating: current };
  const rating: MealRatingEntry = { mealId, stars, version: (current?.version ?? 0) + 1, ratedAt: at };
  return {
    kind: 'rate',
    rating,
    previousStars: current?.stars ?? null,
    ratings: [...ratings.filter((each) => each.mealId !== mealId), rating],
  };
}
