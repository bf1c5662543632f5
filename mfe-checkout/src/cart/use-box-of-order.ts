import type { SubscriptionDelivery } from '@mealbox/contracts';
import { useAsync } from '@mealbox/web-kit';
import { fetchCurrentSubscription } from '../account/subscription/subscription-api';
import { boxOfOrder } from './box-order';

export interface BoxLookup {
  /** The answer is in (or could not be had): the cart can be shown. */
  settled: boolean;
  /** The subscription box whose order this is; null for any other order. */
  box: SubscriptionDelivery | null;
}

/**
 * Whether the cart's order is one of the customer's subscription boxes, from GET /api/subscriptions/current/
 * (asked alongside the order, so the cart waits for no extra round trip). A customer without a subscription
 * answers 404, i.e. no box. If the subscription cannot be read, the order is shown as any other: ordering
 * still checks every change and the total.
 */
export function useBoxOfOrder(orderId: string): BoxLookup {
  const found = useAsync(
    async (signal) => boxOfOrder(await fetchCurrentSubscription(signal), orderId),
    `box-of-order:${orderId}`,
  );
  return { settled: found.status !== 'loading', box: found.data ?? null };
}
