import type { Subscription } from '@mealbox/contracts';
import type { SubscriptionDocument } from '../data/subscription-model';

/**
 * The frequency the open boxes get, while its first box is still ahead; null once it is in force, or for a
 * cancelled subscription (no boxes left for it).
 */
export function pendingFrequencyChange(
  subscription: Pick<SubscriptionDocument, 'frequencyChanges' | 'status'>,
  today: string,
): Subscription['pending_frequency_change'] {
  const pending = subscription.frequencyChanges.filter((change) => change.from > today).at(-1);
  if (!pending || subscription.status === 'cancelled') return null;
  return { frequency: pending.frequency, from: pending.from };
}
