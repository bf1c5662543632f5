import type { SubscriptionDeliveryLockedData } from '@mealbox/contracts';
import { trustedFilter } from '@mealbox/platform';
import type { Types } from 'mongoose';
import type { SubscriptionDocument } from '../data/subscription-model';
import { subscriptionEntry } from '../events/subscription-events';
import { addDays, londonDate } from '@mealbox/contracts/london-calendar';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';
import { announceDueBoxes } from './announce-due-boxes';
import type { BoxAnnouncement } from './announce-due-boxes';
import { SCHEDULE_DAYS_AHEAD, deliveriesBetween } from './subscription-schedule';
import type { ScheduledDelivery } from './subscription-schedule';

/** How long after a cancellation its last locked boxes may still be due (a box locks at most 3 days ahead). */
const CANCELLED_BOXES_DUE_FOR_MS = 21 * 86_400_000;

/** The boxes of a subscription that have passed their cut-off, still come, and have not been announced. */
export function boxesToLock(subscription: SubscriptionDocument, now: Date): ScheduledDelivery[] {
  const today = londonDate(now);
  return deliveriesBetween(subscription, today, addDays(today, SCHEDULE_DAYS_AHEAD), now).filter(
    (delivery) => delivery.state === 'locked' && !subscription.lockedSlots.includes(delivery.scheduledDate),
  );
}

/**
 * The weekly job's step: every delivery past its cut-off that still comes (not skipped, paused or cancelled) is
 * announced once, as SubscriptionDeliveryLocked with the plan, meals and extras it comes with; ordering's box consumer
 * then places its order. Announcing and recording the slot are one version-guarded write of the subscription
 * (announceDueBoxes), so running the job twice (or on two instances) announces nothing twice, and a crash before
 * the write leaves the box to the next run. Answers how many boxes it announced.
 *
 * Subscriptions cancelled in the last three weeks are looked at too: boxes already locked when the customer
 * cancelled still come.
 */
export async function lockDueBoxes(deps: OrderingDeps, correlationId: string): Promise<number> {
  const now = deps.now();
  const recentlyCancelled = new Date(now.getTime() - CANCELLED_BOXES_DUE_FOR_MS);
  const filters = [
    { status: 'active' },
    { status: 'paused' },
    { status: 'cancelled', cancelledAt: { $gte: recentlyCancelled } },
  ];
  const announcement = lockedBox(correlationId, deps.now);
  let announced = 0;
  for (const filter of filters) {
    const ids = await deps.subscriptions
      .find(trustedFilter(filter))
      .select({ _id: 1 })
      .lean<{ _id: Types.ObjectId }[]>();
    for (const { _id } of ids) announced += await announceDueBoxes(deps, _id, announcement);
  }
  return announced;
}

/** The weekly job's announcement: a box past its cut-off, with the plan and meals it comes with. */
function lockedBox(correlationId: string, now: () => Date): BoxAnnouncement {
  return {
    slotsField: 'lockedSlots',
    due: boxesToLock,
    entry: (subscription, delivery, at) => {
      const subscriptionId = subscription._id.toHexString();
      const data: SubscriptionDeliveryLockedData = {
        subscriptionId,
        userId: subscription.userId,
        scheduledDate: delivery.scheduledDate,
        deliveryDate: delivery.date,
        plan: delivery.plan,
        items: delivery.items,
        dietaryRequirements: subscription.dietaryRequirements,
        extras: delivery.extras,
        lockedAt: at.toISOString(),
      };
      return subscriptionEntry(
        subscriptionId,
        { type: 'SubscriptionDeliveryLocked', data },
        { correlationId, now },
      ).entry;
    },
  };
}
