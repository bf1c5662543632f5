import { appliedOnce, conflict, documentLockKey, outboxUpdate } from '@mealbox/platform';
import type { OutboxEntry } from '@mealbox/platform';
import type { PaymentDocument } from '../data/payment-model';
import type { PaymentDeps } from './payment-deps';

/** A change to write: fields to set and the events announcing it, in one update. */
export interface PaymentChange {
  set: Partial<PaymentDocument>;
  events: OutboxEntry[];
}

/** What `decide` answers: a change to write (and what to report), or just a report when nothing changes. */
export type Decision = { change: PaymentChange; outcome: string } | { outcome: string };

/** How often a write that lost a race with another instance re-reads and tries again. */
const MAX_CONCURRENT_RETRIES = 3;
/** Never read a document's outbox unless the code needs it. */
export const WITHOUT_OUTBOX = { outbox: 0 } as const;

/**
 * Reads the payment under its lock, asks `decide` what to do, and writes the change with its events in one
 * update that applies only to the version read and, when `eventId` is given, only if that event has not been
 * applied (recording it in the same update). Answers what happened, for the webhook's record and the logs.
 */
export async function writePayment(
  deps: PaymentDeps,
  orderId: string,
  eventId: string | null,
  decide: (current: PaymentDocument | null) => Decision | Promise<Decision>,
): Promise<string> {
  let announced = false;
  const outcome = await deps.lock(documentLockKey(deps.payments, orderId), async () => {
    for (let attempt = 0; attempt < MAX_CONCURRENT_RETRIES; attempt++) {
      const current = await deps.payments.findById(orderId).select(WITHOUT_OUTBOX).lean<PaymentDocument>();
      if (current && eventId && current.appliedEventIds.includes(eventId)) return 'already applied';
      const decision = await decide(current);
      if (!('change' in decision)) return decision.outcome;
      if (!current) throw new Error(`payment ${orderId} must exist before it changes`);
      const { set, events } = decision.change;
      const once = eventId ? appliedOnce(eventId) : null;
      const outbox = events.length > 0 ? outboxUpdate(events) : null;
      // MongoDB refuses an empty operator, so `$push` is sent only when something is pushed.
      const push = { ...once?.update.$push, ...outbox?.$push };
      const written = await deps.payments.updateOne(
        { _id: orderId, version: current.version, ...once?.filter },
        {
          $set: { ...set, version: current.version + 1, updatedAt: deps.now(), ...outbox?.$set },
          ...(Object.keys(push).length > 0 ? { $push: push } : {}),
        },
      );
      if (written.matchedCount === 1) {
        announced = events.length > 0;
        return decision.outcome;
      }
    }
    throw conflict('The payment was changed at the same time elsewhere. Please try again.');
  });
  if (announced) deps.afterChange({ model: deps.payments, id: orderId });
  return outcome;
}
