import { appliedOnce, conflict, documentLockKey, notFound, outboxUpdate } from '@mealbox/platform';
import type { AuthUser, OutboxEntry } from '@mealbox/platform';
import type { OrderDocument } from '../data/order-model';
import { WITHOUT_OUTBOX } from '../data/query-helpers';
import type { EventContext } from '../events/order-events';
import { canSee } from './access';
import { ORDER_NOT_FOUND } from './order-items';
import { MAX_CONCURRENT_RETRIES } from './ordering-deps';
import type { OrderingDeps } from './ordering-deps';

/** What a change writes: fields to set and the events announcing them, in one update. */
export interface OrderChange {
  set: Partial<OrderDocument>;
  events: OutboxEntry[];
}

/**
 * Who changes the order: a signed-in caller (the order reads as absent unless they may see it), or another
 * service's event (applied at most once: its id is recorded in the same update).
 */
export type OrderWriter = { user: AuthUser } | { eventId: string };

/**
 * Reads the order under its lock, asks `decide` for the change, and writes it with its events in one update
 * that applies only to the version read (retried a few times if another instance got there first). Answers the
 * order as written, or null when an event names an order that does not exist here.
 */
type Decide = (current: OrderDocument, context: EventContext) => Promise<OrderChange>;
export function writeOrder(
  deps: OrderingDeps,
  id: string,
  writer: { user: AuthUser },
  correlationId: string,
  decide: Decide,
): Promise<OrderDocument>;
export function writeOrder(
  deps: OrderingDeps,
  id: string,
  writer: { eventId: string },
  correlationId: string,
  decide: Decide,
): Promise<OrderDocument | null>;
export async function writeOrder(
  deps: OrderingDeps,
  id: string,
  writer: OrderWriter,
  correlationId: string,
  decide: Decide,
): Promise<OrderDocument | null> {
  const context: EventContext = { correlationId, now: deps.now };
  const once = 'eventId' in writer ? appliedOnce(writer.eventId) : null;
  let announced = false;
  const saved = await deps.lock(documentLockKey(deps.orders, id), async () => {
    for (let attempt = 0; attempt < MAX_CONCURRENT_RETRIES; attempt++) {
      const current = await deps.orders.findById(id).select(WITHOUT_OUTBOX).lean<OrderDocument>();
      if ('user' in writer && (!current || !canSee(writer.user, current.userId)))
        throw notFound(ORDER_NOT_FOUND);
      if (!current) return null;
      if ('eventId' in writer && current.appliedEventIds?.includes(writer.eventId)) return current;
      const { set, events } = await decide(current, context);
      if (Object.keys(set).length === 0) return current;
      const next = { ...set, version: current.version + 1, updatedAt: deps.now() };
      const outbox = outboxUpdate(events);
      const written = await deps.orders.updateOne(
        { _id: current._id, version: current.version, ...once?.filter },
        { $set: { ...next, ...outbox.$set }, $push: { ...outbox.$push, ...once?.update.$push } },
      );
      if (written.matchedCount === 1) {
        announced = events.length > 0;
        return { ...current, ...next };
      }
    }
    throw conflict('The order was changed at the same time elsewhere. Please try again.');
  });
  if (announced) deps.afterChange({ model: deps.orders, id: saved?._id });
  return saved;
}
