import { penceToDecimal } from '@mealbox/contracts';
import type { Order, OrderRefundDto } from '@mealbox/contracts';
import type { OrderRefundEntry } from '../data/order-refund-entry';
import { refundablePence, refundedTotalPence, refundsOf } from '../domain/order-refund-rules';
import type { RefundableOrder } from '../domain/order-refund-rules';

export function toOrderRefundDto(refund: OrderRefundEntry): OrderRefundDto {
  return {
    id: refund.id,
    amount: penceToDecimal(refund.amountPence),
    destination: refund.destination,
    lines: refund.lines.map((line) => ({
      kind: line.kind,
      ref: line.ref ?? null,
      label: line.label,
      quantity: line.quantity,
    })),
    whole: refund.whole,
    status: refund.status,
    reason: refund.reason,
    note: refund.note,
    failure: refund.failure,
    requested_at: new Date(refund.requestedAt).toISOString(),
    refunded_at: refund.refundedAt ? new Date(refund.refundedAt).toISOString() : null,
  };
}

/** The order's refunds as GET /api/orders/{id}/ shows them, with what they returned and what is left. */
export const toOrderRefundFields = (
  order: RefundableOrder,
): Pick<Order, 'refunds' | 'refunded_total' | 'refundable_total'> => ({
  refunds: refundsOf(order).map(toOrderRefundDto),
  refunded_total: penceToDecimal(refundedTotalPence(order)),
  refundable_total: penceToDecimal(refundablePence(order)),
});
