import { penceToDecimal } from '@mealbox/contracts';
import type { PaymentStatus, PriceQuote } from '@mealbox/contracts';
import type { OrderRefundEntry } from '../data/order-refund-entry';

/**
 * The money rules of an order's refunds, without I/O: what was paid, what is spoken for, what is left, and when
 * the order is refunded in full. Every refund decision reads the order as one write reads it, so two staff
 * clicking at once are decided one after the other (the loser re-reads and is refused if nothing is left).
 */

/** What of the order the rules read. */
export interface RefundableOrder {
  paymentStatus: PaymentStatus;
  price: Pick<PriceQuote, 'totalPence'>;
  refunds?: OrderRefundEntry[] | undefined;
}

export const refundsOf = (order: RefundableOrder): OrderRefundEntry[] => order.refunds ?? [];

/**
 * What the card took for the order: its total, once paid. PaymentSucceeded pays an order only at its own total
 * (payment-outcome-decision), and account credit spent on it is a line that already lowered that total, so the
 * total of a paid order is what was paid. Nothing for an order not paid.
 */
export function paidTotalPence(order: RefundableOrder): number {
  return order.paymentStatus === 'completed' || order.paymentStatus === 'refunded'
    ? order.price.totalPence
    : 0;
}

/** What the order's refunds have returned (made ones only). A legacy refunded order without entries: all of it. */
export function refundedTotalPence(order: RefundableOrder): number {
  const made = refundsOf(order)
    .filter((refund) => refund.status === 'refunded')
    .reduce((sum, refund) => sum + refund.amountPence, 0);
  return made === 0 && order.paymentStatus === 'refunded' ? paidTotalPence(order) : made;
}

/** What refunds made or on their way take of the payment (a failed one no longer counts). */
export function committedPence(order: RefundableOrder): number {
  return refundsOf(order)
    .filter((refund) => refund.status !== 'failed')
    .reduce((sum, refund) => sum + refund.amountPence, 0);
}

/** What can still be refunded: only of a paid order, what was paid less every refund made or on its way. */
export function refundablePence(order: RefundableOrder): number {
  if (order.paymentStatus !== 'completed') return 0;
  return Math.max(0, paidTotalPence(order) - committedPence(order));
}

/** The order's made refunds cover everything that was paid: its payment is refunded. */
export function refundedInFull(order: RefundableOrder): boolean {
  const paid = paidTotalPence(order);
  const made = refundsOf(order)
    .filter((refund) => refund.status === 'refunded')
    .reduce((sum, refund) => sum + refund.amountPence, 0);
  return paid > 0 && made >= paid;
}

/** Why a refund of `amountPence` cannot be made now, in words for staff; null when it can. */
export function refundRefusal(order: RefundableOrder, amountPence: number): string | null {
  if (order.paymentStatus === 'refunded') return 'This order is refunded in full already.';
  if (order.paymentStatus !== 'completed') return 'Only a paid order can be refunded.';
  const left = refundablePence(order);
  if (left === 0) return 'Nothing of this order is left to refund: its refunds cover everything paid.';
  if (amountPence > left) {
    return `Only £${penceToDecimal(left)} of this order is left to refund (£${penceToDecimal(
      committedPence(order),
    )} of £${penceToDecimal(paidTotalPence(order))} is refunded or on its way).`;
  }
  return null;
}

/** The refunds with one of them settled (made, or refused by the provider); the others as they were. */
export function withRefundSettled(
  refunds: OrderRefundEntry[],
  refundId: string,
  settled: { status: 'refunded' | 'failed'; at: Date; failure?: string },
): OrderRefundEntry[] {
  return refunds.map((refund) =>
    refund.id === refundId && refund.status === 'requested'
      ? {
          ...refund,
          status: settled.status,
          refundedAt: settled.status === 'refunded' ? settled.at : null,
          failure: settled.status === 'failed' ? (settled.failure ?? 'The refund was refused.') : null,
        }
      : refund,
  );
}

/** What the card has had back: the made refunds to the card (money that left the shop; credit stays in it). */
export function refundedToCardPence(refunds: readonly OrderRefundEntry[]): number {
  return refunds
    .filter((refund) => refund.destination === 'card' && refund.status === 'refunded')
    .reduce((sum, refund) => sum + refund.amountPence, 0);
}
