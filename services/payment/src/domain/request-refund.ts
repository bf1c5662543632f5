import type { PartialRefundRequestedData, RefundRequestedData } from '@mealbox/contracts';
import type { EventContext } from '../events/payment-events';
import { ensurePayment } from './ensure-payment';
import type { PaymentDeps } from './payment-deps';
import { decideRefundRequest } from './payment-refunds';
import type { RefundRequest } from './payment-refunds';
import { writePayment } from './write-payment';

async function recordRefundRequest(
  deps: PaymentDeps,
  order: { orderId: string; userId: string },
  request: RefundRequest,
  eventId: string,
  correlationId: string,
): Promise<string> {
  await ensurePayment(deps, order.orderId, order.userId);
  const context: EventContext = { correlationId, now: deps.now };
  const outcome = await writePayment(deps, order.orderId, eventId, (current) =>
    decideRefundRequest(current, request, context, deps.provider.name),
  );
  if (outcome === 'refund queued') deps.refundRequested();
  return outcome;
}

/**
 * Staff asked for the rest of the payment back ('Issue Refund', ordering's RefundRequested). A payment taken
 * through the provider is queued for the refund worker (what is left of it, never more than ordering asked),
 * which asks the provider and reports PaymentRefunded once it is confirmed. When nothing was taken through the
 * provider (staff had marked the order paid by hand), there is nothing to return there: the payment is refunded
 * at once with a zero amount, so the order does not wait for ever. A refund already under way, or done, is left
 * alone: staff clicking twice refunds once.
 */
export function requestRefund(
  deps: PaymentDeps,
  data: RefundRequestedData,
  eventId: string,
  correlationId: string,
): Promise<string> {
  const request: RefundRequest = data.refundId
    ? { refundId: data.refundId, orderRefund: true, amountPence: data.amountPence, whole: true }
    : // Asked before ordering named its refunds: one whole refund per request, of all that is left.
      { refundId: `${data.orderId}:${eventId}`, orderRefund: false, amountPence: null, whole: true };
  return recordRefundRequest(deps, data, request, eventId, correlationId);
}

/**
 * Staff refunded part of the order to the card (ordering's PartialRefundRequested, destination 'card'): exactly
 * that amount is queued for the refund worker, or refused at once (PaymentRefundFailed) when it is more than is
 * left of the payment or nothing was taken by card. Refunds as credit are ordering's own.
 */
export function requestPartialRefund(
  deps: PaymentDeps,
  data: PartialRefundRequestedData,
  eventId: string,
  correlationId: string,
): Promise<string> {
  if (data.destination !== 'card') return Promise.resolve('ignored: a refund as account credit');
  const request: RefundRequest = {
    refundId: data.refundId,
    orderRefund: true,
    amountPence: data.amountPence,
    whole: false,
  };
  return recordRefundRequest(deps, data, request, eventId, correlationId);
}
