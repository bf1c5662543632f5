import type { SubscriptionDocument } from '../data/subscription-model';
import { dateOfSlot, overrideChangesBox } from './subscription-schedule';
import { statusOf } from './subscription-status';

/** The fields compaction rewrites. */
export type CompactedFields = Pick<
  SubscriptionDocument,
  | 'plan'
  | 'planChanges'
  | 'pauses'
  | 'overrides'
  | 'extraBoxes'
  | 'lockedSlots'
  | 'remindedSlots'
  | 'status'
  | 'pausedUntil'
>;

/**
 * What a subscription needs to keep on London's `today`, so the document stays small however long it runs:
 * plan changes already in force fold into `plan`, pauses that have ended and changes to boxes already
 * delivered go (extra boxes among them, and the weekly job's record of having announced them), and an ended
 * pause reads (and is
 * stored) as active. Nothing about today's or later boxes
 * changes. Runs with every write; the confirmations are kept whole (they are the customer's proof).
 */
export function compactSubscription(subscription: SubscriptionDocument, today: string): CompactedFields {
  let plan = subscription.plan;
  const planChanges = subscription.planChanges.filter((change) => {
    if (change.from > today) return true;
    plan = change.plan;
    return false;
  });
  const status = statusOf(subscription, today);
  return {
    plan,
    planChanges,
    pauses: subscription.pauses.filter((pause) => pause.until > today),
    overrides: subscription.overrides.filter(
      (override) => overrideChangesBox(override) && dateOfSlot(subscription, override.scheduledDate) >= today,
    ),
    extraBoxes: (subscription.extraBoxes ?? []).filter((slot) => dateOfSlot(subscription, slot) >= today),
    lockedSlots: subscription.lockedSlots.filter((slot) => dateOfSlot(subscription, slot) >= today),
    remindedSlots: subscription.remindedSlots.filter((slot) => dateOfSlot(subscription, slot) >= today),
    status,
    pausedUntil: status === 'paused' ? subscription.pausedUntil : null,
  };
}
