import type {
  OrderDeliveredData,
  OrderDeliveryAttemptFailedData,
  OrderOutForDeliveryData,
} from '@mealbox/contracts';
import type { OutboxEntry } from '@mealbox/platform';
import type { OrderDocument } from '../data/order-model';
import { orderEntry } from './order-events';
import type { EventContext } from './order-events';
import { eventNotesOf } from './event-notes';

type DeliveredOrder = Pick<OrderDocument, '_id' | 'userId' | 'reference' | 'deliveryDate' | 'address'>;

/** Who reported it and when it happened at the door (or on the staff screen). */
export interface DeliveryFact {
  by: 'staff' | 'courier';
  at: Date;
}

function factOf(order: DeliveredOrder, { by, at }: DeliveryFact) {
  const { address, city, county, postcode } = order.address;
  const notes = eventNotesOf(order.address);
  return {
    orderId: order._id.toHexString(),
    userId: order.userId,
    reference: order.reference,
    deliveryDate: order.deliveryDate,
    address: { address, city, county, postcode, ...notes },
    by,
    at: at.toISOString(),
  };
}

/** OrderOutForDelivery: the customer is told the box is on its way (day, address). */
export function orderOutForDeliveryEntry(
  order: DeliveredOrder,
  fact: DeliveryFact,
  context: EventContext,
): OutboxEntry {
  const data: OrderOutForDeliveryData = factOf(order, fact);
  return orderEntry(order, 'OrderOutForDelivery', data, context);
}

/** OrderDelivered: the customer is told it arrived, and asked to rate the meals. */
export function orderDeliveredEntry(
  order: DeliveredOrder,
  fact: DeliveryFact & { photoUrl: string | null },
  context: EventContext,
): OutboxEntry {
  const data: OrderDeliveredData = { ...factOf(order, fact), photoUrl: fact.photoUrl };
  return orderEntry(order, 'OrderDelivered', data, context);
}

/** OrderDeliveryAttemptFailed: one courier report of a box not handed over. */
export function orderDeliveryAttemptFailedEntry(
  order: DeliveredOrder,
  fact: DeliveryFact & { attemptId: string; reason: string | null },
  context: EventContext,
): OutboxEntry {
  const data: OrderDeliveryAttemptFailedData = {
    ...factOf(order, fact),
    attemptId: fact.attemptId,
    reason: fact.reason,
  };
  return orderEntry(order, 'OrderDeliveryAttemptFailed', data, context);
}
