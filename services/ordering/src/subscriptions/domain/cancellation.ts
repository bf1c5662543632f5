import type { SubscriptionDocument } from '../data/subscription-model';
import { firstOpenDate } from '@mealbox/contracts/cut-off';
import { refOf } from './subscription-change';
import type { Decision, DecisionContext } from './subscription-change';
import { comes, upcomingDeliveries } from './subscription-schedule';
import { stillComingWords } from './subscription-wording';

/** The live-subscription key a cancelled subscription gives up, so a new first box can start another. */
export const cancelledLiveKey = (subscription: Pick<SubscriptionDocument, '_id'>): string =>
  `cancelled:${subscription._id.toHexString()}`;

/**
 * Cancel in one call: no box from the next one still open, none charged. Boxes past their cut-off still come
 * (they are being prepared and are charged), and the confirmation names each, so the customer knows exactly
 * what happens next. Cancelling a cancelled subscription: no change.
 */
export function cancelSubscription(
  subscription: SubscriptionDocument,
  { now, priceOf }: DecisionContext,
): Decision {
  if (subscription.status === 'cancelled') return null;
  const from = firstOpenDate(now);
  const stillComing = upcomingDeliveries(subscription, now).filter((box) => box.date < from && comes(box));
  const after =
    stillComing.length > 0
      ? ' After that no more boxes will come and you will not be charged again.'
      : ' No more boxes will come and you will not be charged again.';
  return {
    set: {
      status: 'cancelled',
      cancelledAt: now,
      cancelledFrom: from,
      pausedUntil: null,
      liveKey: cancelledLiveKey(subscription),
    },
    event: {
      type: 'SubscriptionCancelled',
      data: {
        ...refOf(subscription),
        effectiveFrom: from,
        stillComing: stillComing.map((box) => box.date),
        cancelledAt: now.toISOString(),
      },
    },
    summary:
      'You cancelled your subscription.' +
      stillComingWords(stillComing, (box) => priceOf(box.plan)) +
      after +
      ' To start again, order a new box.',
  };
}
