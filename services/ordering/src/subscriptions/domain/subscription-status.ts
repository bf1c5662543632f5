import type { SubscriptionStatus } from '@mealbox/contracts';
import type { SubscriptionDocument } from '../data/subscription-model';

type StatusSource = Pick<SubscriptionDocument, 'status' | 'pausedUntil'>;

/**
 * The status a customer reads on London's `today`. A pause ends by itself: from `pausedUntil` on it reads
 * active, with no job to flip it (the next write stores it so).
 */
export function statusOf(subscription: StatusSource, today: string): SubscriptionStatus {
  if (subscription.status === 'cancelled') return 'cancelled';
  if (subscription.status === 'paused' && subscription.pausedUntil && today < subscription.pausedUntil)
    return 'paused';
  return 'active';
}

/** The day a pause in force ends; null when not paused. */
export const pausedUntilOf = (subscription: StatusSource, today: string): string | null =>
  statusOf(subscription, today) === 'paused' ? subscription.pausedUntil : null;
