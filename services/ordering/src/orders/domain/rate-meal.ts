import { badRequest, conflict, forbidden } from '@mealbox/platform';
import type { AuthUser } from '@mealbox/platform';
import type { MealRatingEntry } from '../data/order-model';
import { mealRatedEntry } from '../events/order-events';
import { objectIdOr404 } from '../../shared/data/query-helpers';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';
import { NOT_THE_CUSTOMER, decideMealRating } from './meal-rating-rules';
import { ORDER_NOT_FOUND } from './order-items';
import { writeOrder } from './write-order';

/**
 * PUT /api/orders/{id}/ratings/{meal_id}/: the order's customer gives a meal of their delivered order 1 to 5
 * stars. The rating and its MealRated event are one write of the order, applied only to the version read, so two
 * ratings at once cannot both win. Another customer's order is absent (404); staff, who may see the order, are
 * refused (403): a rating is the word of the customer who ate the meal. Answers the meal's rating as stored.
 */
export async function rateMeal(
  deps: OrderingDeps,
  user: AuthUser,
  request: { orderId: string; mealId: string; stars: number },
  correlationId: string,
): Promise<MealRatingEntry> {
  const _id = objectIdOr404(request.orderId, ORDER_NOT_FOUND);
  let saved: MealRatingEntry | undefined;
  await writeOrder(deps, _id.toHexString(), { user }, correlationId, async (current, context) => {
    if (current.userId !== user.id) throw forbidden(NOT_THE_CUSTOMER);
    const decision = decideMealRating(current, request.mealId, request.stars, deps.now());
    if (decision.kind === 'refused') {
      throw decision.reason === 'not_delivered'
        ? conflict(decision.message)
        : badRequest(decision.message, { meal_id: [decision.message] });
    }
    saved = decision.rating;
    if (decision.kind === 'same') return { set: {}, events: [] };
    return {
      set: { ratings: decision.ratings },
      events: [
        mealRatedEntry(current, { ...decision.rating, previousStars: decision.previousStars }, context),
      ],
    };
  });
  // writeOrder either ran the decision (which set it) or threw.
  return saved as MealRatingEntry;
}
