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
 * The payment was refunded at the provider. `refundId` is null (and `amountPence` 0) when nothing had been taken
 * through the provider (staff had marked the order paid by hand), so there was nothing to return there.
 */
export const paymentRefundedSchema = z.object({
  orderId: z.string(),
  userId: z.string(),
  amountPence: z.number().int().nonnegative(),
  provider: paymentProviderSchema,
  refundId: z.string().nullable(),
  refundedAt: z.iso.datetime(),
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

export const paymentEventSchemas = {
  PaymentSucceeded: paymentSucceededSchema,
  PaymentMismatched: paymentMismatchedSchema,
  PaymentFailed: paymentFailedSchema,
  PaymentRefunded: paymentRefundedSchema,
} as const;

export type PaymentSucceeded = EventEnvelope<'PaymentSucceeded', PaymentSucceededData>;
export type PaymentFailed = EventEnvelope<'PaymentFailed', PaymentFailedData>;
export type PaymentRefunded = EventEnvelope<'PaymentRefunded', PaymentRefundedData>;
export type PaymentMismatched = EventEnvelope<'PaymentMismatched', PaymentMismatchedData>;
export type PaymentEvent = PaymentSucceeded | PaymentMismatched | PaymentFailed | PaymentRefunded;
