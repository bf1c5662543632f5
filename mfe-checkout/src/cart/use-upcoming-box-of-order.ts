import type { Subscription, SubscriptionDelivery } from '@mealbox/contracts';
import { useAsync } from '@mealbox/web-kit';
import { fetchCurrentSubscription } from '../account/subscription/subscription-api';
import { upcomingBoxOfOrder } from './box-order';

export interface UpcomingBoxLookup {
  /** The answer is in (or could not be had): a box's cart can be shown. */
  settled: boolean;
  /** The subscription's upcoming box whose order this is; null for an older box and for any other order. */
  upcoming: SubscriptionDelivery | null;
  /** The customer's current subscription (id and status); null without one, or when it cannot be read. */
  subscription: Pick<Subscription, 'id' | 'status'> | null;
}

/**
 * The upcoming box of the cart's order, for the facts only it has (cut-off, why the saved card was refused), from
 * GET /api/subscriptions/current/. Asked alongside the order, before the order says whether it is a box, so a
 * box's cart waits for no extra round trip. Whether the order is a box is the order's own word
 * (`isBoxOrder`), not this: a customer without a subscription answers null, and a subscription that cannot be
 * read leaves the box without those facts; ordering still refuses any change to a box and checks the total.
 */
export function useUpcomingBoxOfOrder(orderId: string): UpcomingBoxLookup {
  const found = useAsync(async (signal) => {
    const subscription = await fetchCurrentSubscription(signal);
    return {
      upcoming: upcomingBoxOfOrder(subscription, orderId),
      subscription: subscription ? { id: subscription.id, status: subscription.status } : null,
    };
  }, `box-of-order:${orderId}`);
  return {
    settled: found.status !== 'loading',
    upcoming: found.data?.upcoming ?? null,
    subscription: found.data?.subscription ?? null,
  };
}
