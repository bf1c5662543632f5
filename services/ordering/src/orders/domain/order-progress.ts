import type { OrderStatus, ProgressStep } from '@mealbox/contracts';
import type { OrderDocument, OrderProgressEntry } from '../data/order-model';
import { orderStatusChangedEntry } from '../events/order-events';
import type { EventContext } from '../events/order-events';
import { orderDeliveredEntry, orderOutForDeliveryEntry } from '../events/delivery-events';
import type { DeliveryFact } from '../events/delivery-events';
import type { OrderChange } from './write-order';

/** The order's progress with one more step (steps are kept oldest first, by when they happened). */
export function withProgressStep(
  current: Pick<OrderDocument, 'progress'>,
  step: ProgressStep,
  fact: Pick<OrderProgressEntry, 'at' | 'by'> & Partial<Pick<OrderProgressEntry, 'note' | 'photoUrl'>>,
): OrderProgressEntry[] {
  const entry: OrderProgressEntry = {
    step,
    at: fact.at,
    by: fact.by,
    note: fact.note ?? null,
    photoUrl: fact.photoUrl ?? null,
  };
  return [...(current.progress ?? []), entry].sort((a, b) => a.at.getTime() - b.at.getTime());
}

/**
 * An order moving to another status, by staff or a courier: the status, its step on the timeline, and the events in
 * the same write (OrderStatusChanged always; the customer's notice when the box leaves or arrives). The caller has
 * already decided the move is allowed.
 */
export function statusMove(
  current: OrderDocument,
  to: OrderStatus,
  fact: DeliveryFact & { photoUrl?: string | null },
  context: EventContext,
): OrderChange {
  const events = [orderStatusChangedEntry(current, { from: current.orderStatus, to, at: fact.at }, context)];
  if (to === 'out_for_delivery') events.push(orderOutForDeliveryEntry(current, fact, context));
  if (to === 'delivered')
    events.push(orderDeliveredEntry(current, { ...fact, photoUrl: fact.photoUrl ?? null }, context));
  const step: ProgressStep = to === 'processing' ? 'paid' : to;
  return {
    set: {
      orderStatus: to,
      // 'processing' is where every order starts, never a step reached; nothing moves back to it.
      ...(to === 'processing' ? {} : { progress: withProgressStep(current, step, fact) }),
    },
    events,
  };
}
