import { notFound, writeDocument } from '@mealbox/platform';
import { withNulls } from '../data/subscription-model';
import type { StoredConfirmation, SubscriptionDocument } from '../data/subscription-model';
import { objectIdOr404 } from '../../shared/data/query-helpers';
import { changeConfirmedEntry, subscriptionEntry } from '../events/subscription-events';
import { londonDate } from '@mealbox/contracts/london-calendar';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';
import { SUBSCRIPTION_NOT_FOUND } from './subscription-change';
import type { Decision } from './subscription-change';
import { compactSubscription } from './subscription-compaction';

export interface WrittenSubscription {
  subscription: SubscriptionDocument;
  /** The change's confirmation; null when the subscription already was as asked. */
  confirmation: StoredConfirmation | null;
}

/**
 * Reads the caller's subscription under its lock (anyone else's reads as absent: 404), asks `decide` for the
 * change and writes it with its confirmation and its event (in the outbox) in one update, applied only to the
 * version read (retried a few times if another instance got there first). The same update compacts the
 * document (see compactSubscription). The loop is writeDocument's.
 */
/** A written change's confirmation, and the document's list of them with it appended (as the update pushed it). */
interface Confirmed {
  confirmation: StoredConfirmation;
  confirmations: StoredConfirmation[];
}

export async function writeSubscription(
  deps: OrderingDeps,
  id: string,
  userId: string,
  correlationId: string,
  decide: (current: SubscriptionDocument) => Decision,
): Promise<WrittenSubscription> {
  const _id = objectIdOr404(id, SUBSCRIPTION_NOT_FOUND);
  const context = { correlationId, now: deps.now };
  const result = await writeDocument<SubscriptionDocument, Confirmed | null>({
    model: deps.subscriptions,
    id: _id,
    lock: deps.lock,
    versionField: 'version',
    normalise: withNulls,
    decide: (current) => {
      if (!current || current.userId !== userId) throw notFound(SUBSCRIPTION_NOT_FOUND);
      const change = decide(current);
      if (!change) return { outcome: null };

      const { entry, eventId, at } = subscriptionEntry(id, change.event, context);
      const confirmation: StoredConfirmation = { eventId, at, summary: change.summary, ...change.event };
      const changed = { ...current, ...change.set };
      const confirmed = changeConfirmedEntry(
        id,
        { userId, eventId, type: change.event.type, summary: change.summary, at },
        context,
      );
      return {
        change: {
          set: { ...change.set, ...compactSubscription(changed, londonDate(deps.now())) },
          events: [entry, confirmed],
          push: { confirmations: confirmation },
        },
        outcome: { confirmation, confirmations: [...current.confirmations, confirmation] },
      };
    },
    now: deps.now,
    announce: (written) => deps.afterChange({ model: deps.subscriptions, id: written }),
    conflictMessage: 'Your subscription was changed at the same time elsewhere. Please try again.',
  });
  if (result.status === 'written' && result.outcome) {
    const { confirmation, confirmations } = result.outcome;
    return { subscription: { ...result.document, confirmations }, confirmation };
  }
  // decide has already refused a missing subscription; this only tells the compiler.
  if (!result.document) throw notFound(SUBSCRIPTION_NOT_FOUND);
  return { subscription: result.document, confirmation: null };
}
