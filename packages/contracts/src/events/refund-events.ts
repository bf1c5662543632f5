import { z } from 'zod';
import { REFUND_DESTINATIONS, REFUND_LINE_KINDS } from '../refunds/refund-rules';
import type { EventEnvelope } from './envelope';

export const refundDestinationSchema = z.enum(REFUND_DESTINATIONS);

/** A refunded part of an order inside an event. */
export const refundLineSchema = z.object({
  kind: z.enum(REFUND_LINE_KINDS),
  ref: z.string().optional(),
  label: z.string(),
  quantity: z.number().int().positive(),
});

/**
 * On `ordering.orders.v1`, keyed by order id: staff refunded part of a paid order (ordering has already checked
 * that the order's refunds stay within what was paid). `destination` 'card': payment refunds exactly
 * `amountPence` at the provider, with `refundId` as its idempotency key, and answers PaymentPartlyRefunded or
 * PaymentRefunded (naming it as `orderRefundId`), or PaymentRefundFailed. 'credit': ordering's credit ledger
 * records `refund:<refundId>`; payment ignores it. A new type rather than RefundRequested, whose consumers refund
 * the whole payment.
 */
export const partialRefundRequestedSchema = z.object({
  orderId: z.string(),
  userId: z.string(),
  customerId: z.string(),
  refundId: z.string(),
  amountPence: z.number().int().positive(),
  destination: refundDestinationSchema,
  lines: z.array(refundLineSchema),
  /** One of the staff reasons (damaged_meal, ...), or null. */
  reason: z.string().nullable(),
  note: z.string(),
  requestedBy: z.string(),
  requestedAt: z.iso.datetime(),
});
export type PartialRefundRequestedData = z.infer<typeof partialRefundRequestedSchema>;
export type PartialRefundRequested = EventEnvelope<'PartialRefundRequested', PartialRefundRequestedData>;

/**
 * On `ordering.orders.v1`, keyed by order id: a refund of the order to the card was made (payment reported it), and
 * `refundedToCardPence` is everything the card has had back for this order so far. Only money that left the shop
 * counts: a refund as account credit is spent on a later order, whose lower total already shows it. The staff
 * dashboard moves this much of the order from revenue to refunds. Repeated, it is the same total.
 */
export const orderRefundedToCardSchema = z.object({
  orderId: z.string(),
  userId: z.string(),
  refundedToCardPence: z.number().int().nonnegative(),
  refundedAt: z.iso.datetime(),
});
export type OrderRefundedToCardData = z.infer<typeof orderRefundedToCardSchema>;
export type OrderRefundedToCard = EventEnvelope<'OrderRefundedToCard', OrderRefundedToCardData>;
