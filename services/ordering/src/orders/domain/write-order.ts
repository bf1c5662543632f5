import { notFound, writeDocument } from '@mealbox/platform';
import type { AuthUser, OutboxEntry } from '@mealbox/platform';
import type { OrderDocument } from '../data/order-model';
import type { EventContext } from '../events/order-events';
import { canSee } from '../../shared/domain/access';
import { ORDER_CHANGED_ELSEWHERE, ORDER_NOT_FOUND } from './order-items';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';

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
 * order as written, or null when an event names an order that does not exist here. The loop is writeDocument's;
 * this adds who may write and the order's own 409 message.
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
  return (await writeOrderResult(deps, id, writer, correlationId, decide)).document;
}

/**
 * writeOrder for an outside report, saying too whether its id had already been applied (then `decide` was not
 * asked). A closure cannot tell: `decide` may run, lose the race to the same report on another instance, and the
 * re-read then finds it applied.
 */
export async function applyToOrderOnce(
  deps: OrderingDeps,
  id: string,
  eventId: string,
  correlationId: string,
  decide: Decide,
): Promise<{ document: OrderDocument | null; alreadyApplied: boolean }> {
  const result = await writeOrderResult(deps, id, { eventId }, correlationId, decide);
  return { document: result.document, alreadyApplied: result.status === 'already applied' };
}

function writeOrderResult(
  deps: OrderingDeps,
  id: string,
  writer: OrderWriter,
  correlationId: string,
  decide: Decide,
) {
  const context: EventContext = { correlationId, now: deps.now };
  return writeDocument<OrderDocument, null>({
    model: deps.orders,
    id,
    lock: deps.lock,
    versionField: 'version',
    eventId: 'eventId' in writer ? writer.eventId : null,
    decide: async (current) => {
      if ('user' in writer && (!current || !canSee(writer.user, current.userId)))
        throw notFound(ORDER_NOT_FOUND);
      if (!current) return { outcome: null };
      const change = await decide(current, context);
      // An empty change writes nothing, even with events: there is nothing for them to announce.
      return Object.keys(change.set).length === 0 ? { outcome: null } : { change, outcome: null };
    },
    now: deps.now,
    announce: (orderId) => deps.afterChange({ model: deps.orders, id: orderId }),
    conflictMessage: ORDER_CHANGED_ELSEWHERE,
  });
}
