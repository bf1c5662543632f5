import { TOPICS } from '@mealbox/contracts';
import type {
  PaymentFailedData,
  PaymentMismatchedData,
  PaymentPartlyRefundedData,
  PaymentRefundFailedData,
  PaymentRefundedData,
  PaymentSucceededData,
} from '@mealbox/contracts';
import { createEvent, toOutboxEntry } from '@mealbox/platform';
import type { EventContext, OutboxEntry } from '@mealbox/platform';
import { PRODUCER } from '../config';

/** The request (or event) that caused a change, and the clock; one shape for every service. */
export type { EventContext };

function paymentEntry<TType extends string, TData extends { orderId: string }>(
  type: TType,
  data: TData,
  { correlationId, now }: EventContext,
): OutboxEntry {
  const event = createEvent(type, data, { producer: PRODUCER, correlationId, now });
  return toOutboxEntry(TOPICS.paymentPayments, data.orderId, event);
}

/** PaymentSucceeded: ordering marks the order paid. */
export const paymentSucceededEntry = (data: PaymentSucceededData, context: EventContext) =>
  paymentEntry('PaymentSucceeded', data, context);

/** PaymentMismatched: the provider took money that does not settle the order; ordering flags it for staff. */
export const paymentMismatchedEntry = (data: PaymentMismatchedData, context: EventContext) =>
  paymentEntry('PaymentMismatched', data, context);

/** PaymentFailed: ordering marks the payment failed (the customer may pay again). */
export const paymentFailedEntry = (data: PaymentFailedData, context: EventContext) =>
  paymentEntry('PaymentFailed', data, context);

/** PaymentRefunded: nothing of the payment is left; ordering marks the order refunded. */
export const paymentRefundedEntry = (data: PaymentRefundedData, context: EventContext) =>
  paymentEntry('PaymentRefunded', data, context);

/** PaymentPartlyRefunded: ordering's refund is made and some of the payment is left. */
export const paymentPartlyRefundedEntry = (data: PaymentPartlyRefundedData, context: EventContext) =>
  paymentEntry('PaymentPartlyRefunded', data, context);

/** PaymentRefundFailed: ordering's refund could not be made; ordering marks it failed. */
export const paymentRefundFailedEntry = (data: PaymentRefundFailedData, context: EventContext) =>
  paymentEntry('PaymentRefundFailed', data, context);
