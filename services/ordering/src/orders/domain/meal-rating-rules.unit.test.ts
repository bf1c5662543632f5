import type { OrderStatus } from '@mealbox/contracts';
import type { MealRatingEntry } from '../data/order-model';
import { MEAL_NOT_IN_ORDER, NOT_DELIVERED_YET, decideMealRating } from './meal-rating-rules';

const at = new Date('2025-03-04T10:00:00Z');
const earlier = new Date('2025-03-03T10:00:00Z');
const order = (orderStatus: OrderStatus, ratings?: MealRatingEntry[]) => ({
  orderStatus,
  items: [
    { mealId: 'stew', quantity: 2 },
    { mealId: 'curry', quantity: 4 },
  ],
  ratings,
});

describe('rating a meal of an order', () => {
  it('when the order is not delivered yet, then the rating is refused with the reason', () => {
    for (const status of ['processing', 'out_for_delivery', 'cancelled'] as const) {
      expect(decideMealRating(order(status), 'stew', 4, at)).toEqual({
        kind: 'refused',
        reason: 'not_delivered',
        message: NOT_DELIVERED_YET,
      });
    }
  });

  it('when the meal is not in the order, then the rating is refused with the reason', () => {
    expect(decideMealRating(order('delivered'), 'pie', 4, at)).toEqual({
      kind: 'refused',
      reason: 'meal_not_in_order',
      message: MEAL_NOT_IN_ORDER,
    });
  });

  it('when a delivered meal is rated the first time, then it is version 1 with no previous stars', () => {
    const decision = decideMealRating(order('delivered'), 'stew', 4, at);
    expect(decision).toEqual({
      kind: 'rate',
      rating: { mealId: 'stew', stars: 4, version: 1, ratedAt: at },
      previousStars: null,
      ratings: [{ mealId: 'stew', stars: 4, version: 1, ratedAt: at }],
    });
  });

  it('when a rated meal is rated again, then the one rating is replaced and its version raised', () => {
    const curry = { mealId: 'curry', stars: 5, version: 1, ratedAt: earlier };
    const stew = { mealId: 'stew', stars: 4, version: 2, ratedAt: earlier };
    const decision = decideMealRating(order('delivered', [stew, curry]), 'stew', 2, at);
    expect(decision).toEqual({
      kind: 'rate',
      rating: { mealId: 'stew', stars: 2, version: 3, ratedAt: at },
      previousStars: 4,
      ratings: [curry, { mealId: 'stew', stars: 2, version: 3, ratedAt: at }],
    });
  });

  it('when the same stars are given again, then nothing changes', () => {
    const stew = { mealId: 'stew', stars: 4, version: 1, ratedAt: earlier };
    expect(decideMealRating(order('delivered', [stew]), 'stew', 4, at)).toEqual({
      kind: 'same',
      rating: stew,
    });
  });
});
