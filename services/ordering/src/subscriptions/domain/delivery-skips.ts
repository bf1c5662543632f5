import type { SubscriptionDocument } from '../data/subscription-model';
import { refuseIfClosed, upcomingDelivery, withOverride } from './delivery-lookup';
import { refOf, refuseIfCancelled } from './subscription-change';
import type { Decision, DecisionContext } from './subscription-change';
import { deliveryInSlot, overrideOf } from './subscription-schedule';
import { boxOn, chargeWords } from './subscription-wording';

/** Skip one box before its cut-off: it does not come and is not charged. A skipped box skipped again: no change. */
export function skipDelivery(
  subscription: SubscriptionDocument,
  scheduledDate: string,
  { now }: DecisionContext,
): Decision {
  refuseIfCancelled(subscription);
  const delivery = upcomingDelivery(subscription, scheduledDate, now);
  if (overrideOf(subscription, scheduledDate)?.skipped) return null;
  refuseIfClosed(delivery, now);
  return {
    set: { overrides: withOverride(subscription, scheduledDate, { skipped: true }) },
    event: {
      type: 'SubscriptionDeliverySkipped',
      data: {
        ...refOf(subscription),
        scheduledDate,
        deliveryDate: delivery.date,
        skippedAt: now.toISOString(),
      },
    },
    summary: `You skipped ${boxOn(delivery.date)}. You will not be charged for it.`,
  };
}

/** Restore a skipped box before its cut-off; a box that is not skipped: no change. */
export function unskipDelivery(
  subscription: SubscriptionDocument,
  scheduledDate: string,
  { now, priceOf }: DecisionContext,
): Decision {
  refuseIfCancelled(subscription);
  const delivery = upcomingDelivery(subscription, scheduledDate, now);
  if (!overrideOf(subscription, scheduledDate)?.skipped) return null;
  refuseIfClosed(delivery, now);
  const overrides = withOverride(subscription, scheduledDate, { skipped: false });
  const restored = deliveryInSlot({ ...subscription, overrides }, scheduledDate, now);
  return {
    set: { overrides },
    event: {
      type: 'SubscriptionDeliveryUnskipped',
      data: {
        ...refOf(subscription),
        scheduledDate,
        deliveryDate: delivery.date,
        unskippedAt: now.toISOString(),
      },
    },
    summary: `You restored ${boxOn(delivery.date)}. ${chargeWords(restored, priceOf(restored.plan))}`,
  };
}
