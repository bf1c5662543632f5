import { trustedFilter } from '@mealbox/platform';
import type { OrderDocument } from '../data/order-model';
import { orderConfirmedEntry } from '../events/order-events';
import type { EventContext } from '../events/order-events';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';
import type { OrderChange } from './write-order';

/**
 * Adds OrderConfirmed to a change that pays the order for the first time (pending or failed -> completed), so the
 * confirmation email rides in the same write as the payment status. A payment never moves back to pending or
 * failed once completed, so an order is confirmed at most once.
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
    .select({ name: 1 })
    .lean<{ _id: string; name?: string }[]>();
  const names = new Map(meals.flatMap((meal) => (meal.name ? [[meal._id, meal.name] as const] : [])));
  return { ...change, events: [...change.events, orderConfirmedEntry(current, names, context)] };
}
