import type { SubscriptionDeliveryLockedData } from '@mealbox/contracts';
import { documentLockKey, outboxUpdate, trustedFilter } from '@mealbox/platform';
import type { Types } from 'mongoose';
import { withNulls } from '../../data/subscription-model';
import type { SubscriptionDocument } from '../../data/subscription-model';
import { WITHOUT_OUTBOX } from '../../data/query-helpers';
import { subscriptionEntry } from '../../events/subscription-events';
import { addDays, londonDate } from '../london-calendar';
import { MAX_CONCURRENT_RETRIES } from '../ordering-deps';
import type { OrderingDeps } from '../ordering-deps';
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
 * announced once, as SubscriptionDeliveryLocked with the plan and meals it comes with; ordering's box consumer
 * then places its order. Announcing and recording the slot are one version-guarded write of the subscription,
 * so running the job twice (or on two instances) announces nothing twice, and a crash before the write leaves
 * the box to the next run. Answers how many boxes it announced.
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
  let announced = 0;
  for (const filter of filters) {
    const ids = await deps.subscriptions
      .find(trustedFilter(filter))
      .select({ _id: 1 })
      .lean<{ _id: Types.ObjectId }[]>();
    for (const { _id } of ids) announced += await lockBoxesOf(deps, _id, correlationId);
  }
  return announced;
}

async function lockBoxesOf(deps: OrderingDeps, _id: Types.ObjectId, correlationId: string): Promise<number> {
  const announced = await deps.lock(documentLockKey(deps.subscriptions, _id), async () => {
    for (let attempt = 0; attempt < MAX_CONCURRENT_RETRIES; attempt++) {
      const read = await deps.subscriptions.findById(_id).select(WITHOUT_OUTBOX).lean<SubscriptionDocument>();
      if (!read) return 0;
      const current = withNulls(read);
      const now = deps.now();
      const due = boxesToLock(current, now);
      if (due.length === 0) return 0;
      const entries = due.map((delivery) => {
        const data: SubscriptionDeliveryLockedData = {
          subscriptionId: _id.toHexString(),
          userId: current.userId,
          scheduledDate: delivery.scheduledDate,
          deliveryDate: delivery.date,
          plan: delivery.plan,
          items: delivery.items,
          dietaryRequirements: current.dietaryRequirements,
          lockedAt: now.toISOString(),
        };
        return subscriptionEntry(
          _id.toHexString(),
          { type: 'SubscriptionDeliveryLocked', data },
          { correlationId, now: deps.now },
        ).entry;
      });
      const outbox = outboxUpdate(entries);
      const result = await deps.subscriptions.updateOne(
        { _id, version: current.version },
        {
          $set: { ...outbox.$set, version: current.version + 1, updatedAt: now },
          $push: { ...outbox.$push, lockedSlots: { $each: due.map((delivery) => delivery.scheduledDate) } },
        },
      );
      if (result.matchedCount === 1) return due.length;
    }
    // A customer's change won every time: the next run locks these boxes.
    return 0;
  });
  if (announced > 0) deps.afterChange({ model: deps.subscriptions, id: _id });
  return announced;
}
