import { z } from 'zod';
import type { EventEnvelope } from './envelope';

/** The card provider that handled a payment: Stripe, or the local stand-in used where no Stripe key is set. */
export const PAYMENT_PROVIDERS = ['stripe', 'local'] as const;
export const paymentProviderSchema = z.enum(PAYMENT_PROVIDERS);
export type PaymentProviderName = z.infer<typeof paymentProviderSchema>;

/**
 * Published by payment on `payment.payments.v1`, keyed by order id (one payment per order). Money is integer
 * pence. Ordering moves the order's `payment_status` on each; payment never publishes a move backwards.
 */
export const paymentSucceededSchema = z.object({
  orderId: z.string(),
  userId: z.string(),
  amountPence: z.number().int().nonnegative(),
  currency: z.literal('gbp'),
  provider: paymentProviderSchema,
  /** The provider's checkout session that was paid; for a saved card charged off-session, the payment's id. */
  sessionId: z.string(),
  succeededAt: z.iso.datetime(),
  /** A subscription box charged to the card saved at the customer's first checkout, without them present. */
  offSession: z.boolean().optional(),
});
export type PaymentSucceededData = z.infer<typeof paymentSucceededSchema>;

/** The card was declined or an asynchronous payment failed; the customer may pay again with a new session. */
export const paymentFailedSchema = z.object({
  orderId: z.string(),
  userId: z.string(),
  provider: paymentProviderSchema,
  /** The checkout session declined; for a saved card charged off-session, the attempt's payment id (or 'none'). */
  sessionId: z.string(),
  failedAt: z.iso.datetime(),
  offSession: z.boolean().optional(),
  /** Why the provider refused (off-session charges), in words fit for the customer. */
  reason: z.string().optional(),
  /** When the charge is tried again; null when no attempt is left. Off-session charges only. */
  retryAt: z.iso.datetime().nullable().optional(),
});
export type PaymentFailedData = z.infer<typeof paymentFailedSchema>;

/**
 * The payment was refunded at the provider, in full: nothing of it is left (a refund that leaves some is
 * PaymentPartlyRefunded). `amountPence` is what this last refund returned; `refundId` is the provider's refund,
 * null (and `amountPence` 0) when nothing had been taken through the provider (staff had marked the order paid by
 * hand), so there was nothing to return there. Added later, within v1: `orderRefundId`, ordering's refund this
 * completes (null when the refund was not asked for through ordering, e.g. made in the provider's dashboard), and
 * `refundedTotalPence`, everything refunded of the payment.
 */
export const paymentRefundedSchema = z.object({
  orderId: z.string(),
  userId: z.string(),
  amountPence: z.number().int().nonnegative(),
  provider: paymentProviderSchema,
  refundId: z.string().nullable(),
  refundedAt: z.iso.datetime(),
  orderRefundId: z.string().nullable().optional(),
  refundedTotalPence: z.number().int().nonnegative().optional(),
});
export type PaymentRefundedData = z.infer<typeof paymentRefundedSchema>;

/** Why money taken does not settle its order: another sum, another currency, or a checkout we had replaced. */
export const PAYMENT_MISMATCHES = ['amount', 'currency', 'replaced_session'] as const;
export const paymentMismatchSchema = z.enum(PAYMENT_MISMATCHES);
export type PaymentMismatch = z.infer<typeof paymentMismatchSchema>;

/**
 * The provider took money that does not match what the order costs: another amount (an older, cheaper checkout
 * of an order since repriced), another currency, or a checkout session we had closed. The order is not paid by
 * it: ordering flags it for staff, who mark it paid or refund it. Money is integer pence; `expectedPence` is the
 * order's total as payment knew it (null when it did not know the order yet).
 */
export const paymentMismatchedSchema = z.object({
  orderId: z.string(),
  userId: z.string(),
  provider: paymentProviderSchema,
  sessionId: z.string(),
  mismatch: paymentMismatchSchema,
  paidPence: z.number().int().nonnegative(),
  /** ISO 4217, lower case as the provider reports it ('gbp'). */
  paidCurrency: z.string(),
  expectedPence: z.number().int().nonnegative().nullable(),
  detectedAt: z.iso.datetime(),
  offSession: z.boolean().optional(),
});
export type PaymentMismatchedData = z.infer<typeof paymentMismatchedSchema>;

/**
 * On `payment.payments.v1`, keyed by order id: the provider refunded part of the payment (`amountPence`, for
 * ordering's refund `orderRefundId`), and some of it is left. When a refund takes the last of the payment, payment
 * publishes PaymentRefunded instead (with `orderRefundId` too), as it always has for a payment refunded in full.
 */
export const paymentPartlyRefundedSchema = z.object({
  orderId: z.string(),
  userId: z.string(),
  orderRefundId: z.string(),
  amountPence: z.number().int().positive(),
  /** Everything refunded of the payment so far, this refund included. */
  refundedTotalPence: z.number().int().positive(),
  provider: paymentProviderSchema,
  /** The provider's refund ('re_...'), when it named one. */
  providerRefundId: z.string().nullable(),
  refundedAt: z.iso.datetime(),
});
export type PaymentPartlyRefundedData = z.infer<typeof paymentPartlyRefundedSchema>;
export type PaymentPartlyRefunded = EventEnvelope<'PaymentPartlyRefunded', PaymentPartlyRefundedData>;

/**
 * On `payment.payments.v1`, keyed by order id: ordering's refund `orderRefundId` could not be made (the provider
 * refused it, nothing was taken by card, or it is more than is left of the payment): ordering marks it failed,
 * so the amount can be refunded again.
 */
export const paymentRefundFailedSchema = z.object({
  orderId: z.string(),
  userId: z.string(),
  orderRefundId: z.string(),
  amountPence: z.number().int().nonnegative(),
  /** Why, in words for staff. */
  reason: z.string(),
  failedAt: z.iso.datetime(),
});
export type PaymentRefundFailedData = z.infer<typeof paymentRefundFailedSchema>;
export type PaymentRefundFailed = EventEnvelope<'PaymentRefundFailed', PaymentRefundFailedData>;

export const paymentEventSchemas = {
  PaymentSucceeded: paymentSucceededSchema,
  PaymentMismatched: paymentMismatchedSchema,
  PaymentFailed: paymentFailedSchema,
  PaymentRefunded: paymentRefundedSchema,
  PaymentPartlyRefunded: paymentPartlyRefundedSchema,
  PaymentRefundFailed: paymentRefundFailedSchema,
} as const;

export type PaymentSucceeded = EventEnvelope<'PaymentSucceeded', PaymentSucceededData>;
export type PaymentFailed = EventEnvelope<'PaymentFailed', PaymentFailedData>;
export type PaymentRefunded = EventEnvelope<'PaymentRefunded', PaymentRefundedData>;
export type PaymentMismatched = EventEnvelope<'PaymentMismatched', PaymentMismatchedData>;
export type PaymentEvent =
  | PaymentSucceeded
  | PaymentMismatched
  | PaymentFailed
  | PaymentRefunded
  | PaymentPartlyRefunded
  | PaymentRefundFailed;
