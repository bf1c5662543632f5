import { randomUUID } from 'node:crypto';
import { conflict } from '@mealbox/platform';
import type { OrderDocument } from '../../orders/data/order-model';
import type { OrderRefundEntry } from '../data/order-refund-entry';
import { paidTotalPence, refundablePence, refundsOf } from './order-refund-rules';

/**
 * 'Issue Refund' on a paid order: what is left of the payment, to the card. `request`: add this refund (asked
 * of payment with RefundRequested); `on its way`: such a refund is already waiting for the provider, so a second
 * click asks for nothing more. A refund of the rest when partial refunds are on their way and nothing is left is
 * refused, saying so. An order paid nothing by card (all credit) is refunded with a zero refund, which still
 * returns the credit it spent.
 */
export function decideWholeRefund(
  current: Pick<OrderDocument, 'paymentStatus' | 'price' | 'refunds'>,
  requestedBy: string,
  at: Date,
): { kind: 'request'; refund: OrderRefundEntry; refunds: OrderRefundEntry[] } | { kind: 'on its way' } {
  const refunds = refundsOf(current);
  const rest = refundablePence(current);
  const waiting = refunds.some((refund) => refund.status === 'requested');
  if (rest === 0 && waiting) {
    if (refunds.some((refund) => refund.whole && refund.status === 'requested'))
      return { kind: 'on its way' };
    throw conflict('Everything paid for this order is already refunded or being refunded.');
  }
  if (rest === 0 && paidTotalPence(current) > 0) {
    throw conflict('Everything paid for this order is already refunded.');
  }
  const refund: OrderRefundEntry = {
    id: randomUUID(),
    amountPence: rest,
    destination: 'card',
    lines: [],
    whole: true,
    reason: null,
    note: '',
    status: 'requested',
    failure: null,
    requestedBy,
    requestedAt: at,
    refundedAt: null,
    idempotencyKey: null,
  };
  return { kind: 'request', refund, refunds: [...refunds, refund] };
}
