import { TOPICS } from '@mealbox/contracts';
import type { OrderRefundedToCardData, PartialRefundRequestedData } from '@mealbox/contracts';
import { createEvent, toOutboxEntry } from '@mealbox/platform';
import type { EventContext, OutboxEntry } from '@mealbox/platform';
import type { OrderDocument } from '../../orders/data/order-model';
import type { OrderRefundEntry } from '../data/order-refund-entry';
import { PRODUCER } from '../../config';

/**
 * PartialRefundRequested on `ordering.orders.v1`, keyed by the order: payment refunds a card refund at the
 * provider, ordering's credit ledger records a refund as credit.
 */
export function partialRefundRequestedEntry(
  order: Pick<OrderDocument, '_id' | 'userId' | 'customerId'>,
  refund: OrderRefundEntry,
  { correlationId, now }: EventContext,
): OutboxEntry {
  const data: PartialRefundRequestedData = {
    orderId: order._id.toHexString(),
    userId: order.userId,
    customerId: order.customerId,
    refundId: refund.id,
    amountPence: refund.amountPence,
    destination: refund.destination,
    lines: refund.lines.map((line) => ({ ...line })),
    reason: refund.reason,
    note: refund.note,
    requestedBy: refund.requestedBy,
    requestedAt: refund.requestedAt.toISOString(),
  };
  const event = createEvent('PartialRefundRequested', data, { producer: PRODUCER, correlationId, now });
  return toOutboxEntry(TOPICS.orderingOrders, data.orderId, event);
}

/** OrderRefundedToCard on `ordering.orders.v1`, keyed by the order: the card has now had this much back in all. */
export function orderRefundedToCardEntry(
  order: Pick<OrderDocument, '_id' | 'userId'>,
  refund: { refundedToCardPence: number; at: Date },
  { correlationId, now }: EventContext,
): OutboxEntry {
  const data: OrderRefundedToCardData = {
    orderId: order._id.toHexString(),
    userId: order.userId,
    refundedToCardPence: refund.refundedToCardPence,
    refundedAt: refund.at.toISOString(),
  };
  const event = createEvent('OrderRefundedToCard', data, { producer: PRODUCER, correlationId, now });
  return toOutboxEntry(TOPICS.orderingOrders, data.orderId, event);
}
