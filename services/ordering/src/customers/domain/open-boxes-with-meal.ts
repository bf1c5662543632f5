import { trustedFilter } from '@mealbox/platform';
import { hasClosed } from '@mealbox/contracts/cut-off';
import type { OrderDocument } from '../../orders/data/order-model';
import type { SubscriptionDocument } from '../../subscriptions/data/subscription-model';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';

/** A box that can still change and holds a given meal: a subscription's chosen delivery, or an unpaid order. */
export interface OpenBox {
  userId: string;
  subscriptionId: string | null;
  /** The subscription's scheduled date the choice belongs to (its key among the overrides). */
  scheduledDate: string | null;
  orderId: string | null;
  deliveryDate: string;
}

/**
 * The boxes still open (before their cut-off) that hold the meal: deliveries whose meals a subscriber chose, and
 * one-off orders not yet paid. Boxes whose meals we choose are not here: the choice is made at the cut-off with
 * the exclusions as they are then (defaultBoxMeals), so they never get the meal. A box's order placed at its
 * cut-off is past it, so paid or locked boxes never are either.
 */
export async function openBoxesWithMeal(
  deps: Pick<OrderingDeps, 'orders' | 'subscriptions'>,
  mealId: string,
  now: Date,
): Promise<OpenBox[]> {
  const orders = await deps.orders
    .find(trustedFilter({ orderStatus: 'processing', paymentStatus: 'pending', 'items.mealId': mealId }))
    .select({ userId: 1, deliveryDate: 1 })
    .lean<Pick<OrderDocument, '_id' | 'userId' | 'deliveryDate'>[]>();
  const subscriptions = await deps.subscriptions
    .find(trustedFilter({ status: { $ne: 'cancelled' }, 'overrides.items.mealId': mealId }))
    .select({ userId: 1, overrides: 1 })
    .lean<Pick<SubscriptionDocument, '_id' | 'userId' | 'overrides'>[]>();

  const boxes: OpenBox[] = orders.map((order) => ({
    userId: order.userId,
    subscriptionId: null,
    scheduledDate: null,
    orderId: order._id.toHexString(),
    deliveryDate: order.deliveryDate,
  }));
  for (const subscription of subscriptions) {
    for (const override of subscription.overrides) {
      if (override.skipped || !override.items?.some((item) => item.mealId === mealId)) continue;
      boxes.push({
        userId: subscription.userId,
        subscriptionId: subscription._id.toHexString(),
        scheduledDate: override.scheduledDate,
        orderId: null,
        deliveryDate: override.movedTo ?? override.scheduledDate,
      });
    }
  }
  return boxes.filter((box) => !hasClosed(box.deliveryDate, now));
}
