import { conflict, documentLockKey, notFound, outboxUpdate } from '@mealbox/platform';
import { withNulls } from '../../data/subscription-model';
import type { StoredConfirmation, SubscriptionDocument } from '../../data/subscription-model';
import { WITHOUT_OUTBOX, objectIdOr404 } from '../../data/query-helpers';
import { changeConfirmedEntry, subscriptionEntry } from '../../events/subscription-events';
import { londonDate } from '../london-calendar';
import { MAX_CONCURRENT_RETRIES } from '../ordering-deps';
import type { OrderingDeps } from '../ordering-deps';
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
 * document (see compactSubscription). Modelled on writeOrder.
 */
export async function writeSubscription(
  deps: OrderingDeps,
  id: string,
  userId: string,
  correlationId: string,
  decide: (current: SubscriptionDocument) => Decision,
): Promise<WrittenSubscription> {
  const _id = objectIdOr404(id, SUBSCRIPTION_NOT_FOUND);
  let announced = false;
  const written = await deps.lock(documentLockKey(deps.subscriptions, _id), async () => {
    for (let attempt = 0; attempt < MAX_CONCURRENT_RETRIES; attempt++) {
      const read = await deps.subscriptions.findById(_id).select(WITHOUT_OUTBOX).lean<SubscriptionDocument>();
      if (!read || read.userId !== userId) throw notFound(SUBSCRIPTION_NOT_FOUND);
      const current = withNulls(read);
      const change = decide(current);
      if (!change) return { subscription: current, confirmation: null };

      const { entry, eventId, at } = subscriptionEntry(id, change.event, { correlationId, now: deps.now });
      const confirmation: StoredConfirmation = { eventId, at, summary: change.summary, ...change.event };
      const changed = { ...current, ...change.set };
      const next = {
        ...change.set,
        ...compactSubscription(changed, londonDate(deps.now())),
        version: current.version + 1,
        updatedAt: deps.now(),
      };
      const confirmed = changeConfirmedEntry(
        id,
        { userId, eventId, type: change.event.type, summary: change.summary, at },
        { correlationId, now: deps.now },
      );
      const outbox = outboxUpdate([entry, confirmed]);
      const result = await deps.subscriptions.updateOne(
        { _id, version: current.version },
        { $set: { ...next, ...outbox.$set }, $push: { ...outbox.$push, confirmations: confirmation } },
      );
      if (result.matchedCount === 1) {
        announced = true;
        return {
          subscription: { ...changed, ...next, confirmations: [...current.confirmations, confirmation] },
          confirmation,
        };
      }
    }
    throw conflict('Your subscription was changed at the same time elsewhere. Please try again.');
  });
  if (announced) deps.afterChange({ model: deps.subscriptions, id: _id });
  return written;
}
