import { HttpProblem, writeDocument } from '@mealbox/platform';
import type { OutboxEntry } from '@mealbox/platform';
import type { Types } from 'mongoose';
import { withNulls } from '../data/subscription-model';
import type { SubscriptionDocument } from '../data/subscription-model';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';
import type { ScheduledDelivery } from './subscription-schedule';

/** What one of the weekly jobs announces about a subscription's boxes, and where it records that it has. */
export interface BoxAnnouncement {
  /** The subscription's list of the slots this job has announced. */
  slotsField: 'lockedSlots' | 'remindedSlots';
  /** The boxes due now and not yet in that list. */
  due(subscription: SubscriptionDocument, now: Date): ScheduledDelivery[];
  /** A box's event. */
  entry(subscription: SubscriptionDocument, delivery: ScheduledDelivery, now: Date): OutboxEntry;
}

/**
 * A weekly job's step for one subscription: the boxes due are announced, one event each, and their slots recorded
 * in the same version-guarded write (writeDocument), so a second run or another instance announces nothing twice
 * and a crash before the write leaves them to the next run. A customer's change that wins every attempt also
 * leaves them to the next run, quietly: the job must not stop for it. Answers how many boxes it announced.
 */
export async function announceDueBoxes(
  deps: OrderingDeps,
  _id: Types.ObjectId,
  announcement: BoxAnnouncement,
): Promise<number> {
  try {
    const result = await writeDocument<SubscriptionDocument, number>({
      model: deps.subscriptions,
      id: _id,
      lock: deps.lock,
      versionField: 'version',
      normalise: withNulls,
      decide: (current, at) => {
        const due = current ? announcement.due(current, at) : [];
        if (!current || due.length === 0) return { outcome: 0 };
        return {
          change: {
            set: {},
            events: due.map((delivery) => announcement.entry(current, delivery, at)),
            push: { [announcement.slotsField]: { $each: due.map((delivery) => delivery.scheduledDate) } },
          },
          outcome: due.length,
        };
      },
      now: deps.now,
      announce: (id) => deps.afterChange({ model: deps.subscriptions, id }),
      conflictMessage: 'The subscription kept changing while its boxes were announced.',
    });
    return result.status === 'already applied' ? 0 : result.outcome;
  } catch (error) {
    if (error instanceof HttpProblem && error.status === 409) return 0;
    throw error;
  }
}
