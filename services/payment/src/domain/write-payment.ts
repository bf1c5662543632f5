import { writeDocument } from '@mealbox/platform';
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

/** Never read a document's outbox unless the code needs it. */
export const WITHOUT_OUTBOX = { outbox: 0 } as const;

/**
 * Reads the payment under its lock, asks `decide` what to do, and writes the change with its events in one
 * update that applies only to the version read and, when `eventId` is given, only if that event has not been
 * applied (recording it in the same update). Answers what happened, for the webhook's record and the logs. The
 * loop is writeDocument's.
 */
export async function writePayment(
  deps: PaymentDeps,
  orderId: string,
  eventId: string | null,
  decide: (current: PaymentDocument | null) => Decision | Promise<Decision>,
): Promise<string> {
  // `decide` runs again after a lost race; the events counted are those of the decision that was written.
  const decided: { events: OutboxEntry[] } = { events: [] };
  const result = await writeDocument<PaymentDocument, string>({
    model: deps.payments,
    id: orderId,
    lock: deps.lock,
    versionField: 'version',
    eventId,
    decide: async (current) => {
      const decision = await decide(current);
      if ('change' in decision && !current)
        throw new Error(`payment ${orderId} must exist before it changes`);
      decided.events = 'change' in decision ? decision.change.events : [];
      return decision;
    },
    now: deps.now,
    announce: (id) => deps.afterChange({ model: deps.payments, id }),
    conflictMessage: 'The payment was changed at the same time elsewhere. Please try again.',
  });
  if (result.status === 'written') deps.metrics.committed(decided.events, deps.provider.name);
  return result.status === 'already applied' ? 'already applied' : result.outcome;
}
