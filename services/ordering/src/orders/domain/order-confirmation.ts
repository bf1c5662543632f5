import { allergensAt } from '@mealbox/contracts';
import { trustedFilter } from '@mealbox/platform';
import type { MealReadDocument } from '../../shared/data/meal-read-model';
import type { OrderDocument } from '../data/order-model';
import { orderConfirmedEntry } from '../events/order-events';
import type { ConfirmedMeal, EventContext } from '../events/order-events';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';
import type { OrderChange } from './write-order';
import { withProgressStep } from './order-progress';

/**
 * Adds OrderConfirmed to a change that pays the order for the first time (pending or failed -> completed), so the
 * confirmation email rides in the same write as the payment status. A payment never moves back to pending or
 * failed once completed, so an order is confirmed at most once. The timeline's 'paid' step is written with it.
 */
export async function withConfirmation(
  deps: Pick<OrderingDeps, 'meals'>,
  current: OrderDocument,
  change: OrderChange,
  context: EventContext,
): Promise<OrderChange> {
  const paysNow = change.set.paymentStatus === 'completed' && current.paymentStatus !== 'completed';
  if (!paysNow) return change;
  const ids = [...new Set(current.items.map((item) => item.mealId))];
  const meals = await deps.meals
    .find(trustedFilter({ _id: { $in: ids } }))
    .select({ name: 1, foodInformation: 1 })
    .lean<Pick<MealReadDocument, '_id' | 'name' | 'foodInformation'>[]>();
  const confirmed = new Map(
    meals.flatMap((meal) =>
      meal.name ? [[meal._id, confirmedMeal(meal.name, meal.foodInformation)] as const] : [],
    ),
  );
  return {
    set: { ...change.set, progress: withProgressStep(current, 'paid', { at: context.now(), by: 'payment' }) },
    events: [...change.events, orderConfirmedEntry(current, confirmed, context)],
  };
}

/** A meal as the confirmation email lists it: its name and what it contains and may contain (null: undeclared). */
function confirmedMeal(name: string, food: MealReadDocument['foodInformation']): ConfirmedMeal {
  if (!food) return { name, allergens: null };
  return {
    name,
    allergens: {
      contains: allergensAt(food.allergens, 'contains'),
      mayContain: allergensAt(food.allergens, 'may_contain'),
    },
  };
}
