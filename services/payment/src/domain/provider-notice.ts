import { z } from 'zod';

/** What a verified provider event means for a payment (or why it means nothing to us). */
export type ProviderNotice =
  | {
      kind: 'checkout-paid';
      orderId: string;
      sessionId: string;
      paymentIntentId: string | null;
      /** What the provider took (`amount_total`, `currency`); null when the event does not say. */
      amountPence: number | null;
      currency: string | null;
      /** The provider customer the checkout saved the card to (null when it saved none). */
      customerRef: string | null;
    }
  | { kind: 'checkout-failed'; orderId: string; sessionId: string }
  | { kind: 'checkout-expired'; orderId: string; sessionId: string }
  | {
      kind: 'refunded';
      orderId: string | null;
      paymentIntentId: string | null;
      /** The charge's newest refund, when the event lists it. */
      refundId: string | null;
      /** Everything refunded of the charge so far. */
      amountPence: number;
      /** Nothing of the charge is left. */
      inFull: boolean;
    }
  | { kind: 'ignored'; reason: string };

const metadataSchema = z.record(z.string(), z.string()).nullish();
/** An expandable reference: Stripe sends an id, or the object when expanded. */
const reference = z
  .union([z.string(), z.object({ id: z.string() })])
  .nullish()
  .transform((value) => (typeof value === 'string' ? value : (value?.id ?? null)));

const checkoutSessionSchema = z.object({
  id: z.string(),
  metadata: metadataSchema,
  client_reference_id: z.string().nullish(),
  payment_status: z.string(),
  payment_intent: reference,
  amount_total: z.number().int().nullish(),
  currency: z.string().nullish(),
  customer: reference,
});

const chargeSchema = z.object({
  metadata: metadataSchema,
  payment_intent: reference,
  amount: z.number().int(),
  amount_refunded: z.number().int(),
  refunded: z.boolean(),
  refunds: z
    .object({ data: z.array(z.object({ id: z.string() })) })
    .nullish()
    .transform((list) => list?.data[0]?.id ?? null),
});

const orderIdOf = (object: {
  metadata?: Record<string, string> | null;
  client_reference_id?: string | null;
}) => object.metadata?.order_id ?? object.client_reference_id ?? null;

/**
 * Reads the events we act on (Stripe's names): a checkout paid (completed with payment_status 'paid', or an
 * asynchronous payment that succeeded later), declined or failed, expired; a charge refunded (in part or in full). Anything
 * else, or an event whose object lacks what we need, is ignored with the reason.
 */
export function readProviderEvent(event: { type: string; data: { object: unknown } }): ProviderNotice {
  const { type } = event;
  if (type.startsWith('checkout.session.')) {
    const parsed = checkoutSessionSchema.safeParse(event.data.object);
    if (!parsed.success) return { kind: 'ignored', reason: `${type} without a readable session` };
    const session = parsed.data;
    const orderId = orderIdOf(session);
    if (!orderId) return { kind: 'ignored', reason: `${type} for a session without an order id` };
    const base = { orderId, sessionId: session.id };
    switch (type) {
      case 'checkout.session.completed':
        // 'unpaid' means an asynchronous method (a bank debit) is still on its way: its own event follows.
        if (session.payment_status !== 'paid') {
          return {
            kind: 'ignored',
            reason: `checkout completed with payment_status ${session.payment_status}`,
          };
        }
        return paid(base, session);
      case 'checkout.session.async_payment_succeeded':
        return paid(base, session);
      case 'checkout.session.async_payment_failed':
        return { kind: 'checkout-failed', ...base };
      case 'checkout.session.expired':
        return { kind: 'checkout-expired', ...base };
      default:
        return { kind: 'ignored', reason: `${type} is not used` };
    }
  }
  if (type === 'charge.refunded') {
    const parsed = chargeSchema.safeParse(event.data.object);
    if (!parsed.success) return { kind: 'ignored', reason: 'charge.refunded without a readable charge' };
    const charge = parsed.data;
    return {
      kind: 'refunded',
      orderId: charge.metadata?.order_id ?? null,
      paymentIntentId: charge.payment_intent,
      refundId: charge.refunds,
      amountPence: charge.amount_refunded,
      inFull: charge.refunded,
    };
  }
  return { kind: 'ignored', reason: `${type} is not used` };
}

function paid(
  base: { orderId: string; sessionId: string },
  session: z.infer<typeof checkoutSessionSchema>,
): ProviderNotice {
  return {
    kind: 'checkout-paid',
    ...base,
    paymentIntentId: session.payment_intent,
    amountPence: session.amount_total ?? null,
    currency: session.currency?.toLowerCase() ?? null,
    customerRef: session.customer,
  };
}
