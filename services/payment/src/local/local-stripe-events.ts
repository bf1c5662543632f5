import Stripe from 'stripe';
import type { LocalRefund, LocalSessionDocument } from './data/local-session-model';
import { stripeStyleId } from '../provider/stripe-ids';

/** The event types the local provider sends, as Stripe names them. */
export type LocalEventType =
  | 'checkout.session.completed'
  | 'checkout.session.async_payment_failed'
  | 'checkout.session.expired'
  | 'charge.refunded';

/** A Stripe event as delivered to a webhook endpoint (the fields Stripe sends, in its shape). */
export interface StripeEventJson {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: LocalEventType;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The session as Stripe's `checkout.session` object shows it. */
function checkoutSessionObject(session: LocalSessionDocument, url: string | null): Record<string, unknown> {
  return {
    id: session._id,
    object: 'checkout.session',
    amount_subtotal: session.amountPence,
    amount_total: session.amountPence,
    cancel_url: session.cancelUrl,
    client_reference_id: session.orderId,
    created: seconds(session.createdAt),
    currency: 'gbp',
    customer: session.customerRef ?? null,
    customer_details: session.cardholderName
      ? { email: null, name: session.cardholderName, phone: null, tax_exempt: 'none', tax_ids: [] }
      : null,
    expires_at: seconds(session.expiresAt),
    livemode: false,
    locale: 'en-GB',
    metadata: { order_id: session.orderId },
    mode: 'payment',
    payment_intent: session.paymentIntentId,
    payment_method_types: ['card'],
    payment_status: session.paymentStatus,
    status: session.status,
    success_url: session.successUrl,
    url,
  };
}

/** The payment's charge as Stripe's `charge` object shows it after refunds: what is refunded, newest refund first. */
function refundedChargeObject(
  session: LocalSessionDocument,
  refunds: LocalRefund[],
): Record<string, unknown> {
  const refunded = refunds.reduce((sum, refund) => sum + refund.amountPence, 0);
  return {
    id: `ch_${session.paymentIntentId.slice('pi_'.length)}`,
    object: 'charge',
    amount: session.amountPence,
    amount_captured: session.amountPence,
    amount_refunded: refunded,
    captured: true,
    created: seconds(session.completedAt ?? session.createdAt),
    currency: 'gbp',
    livemode: false,
    metadata: { order_id: session.orderId },
    paid: true,
    payment_intent: session.paymentIntentId,
    refunded: refunded >= session.amountPence,
    refunds: {
      object: 'list',
      data: [...refunds].reverse().map((refund) => ({
        id: refund.id,
        object: 'refund',
        amount: refund.amountPence,
        currency: 'gbp',
        status: 'succeeded',
      })),
      has_more: false,
    },
    status: 'succeeded',
  };
}

function envelope(type: LocalEventType, object: Record<string, unknown>, now: Date): StripeEventJson {
  return {
    id: stripeStyleId('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: seconds(now),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/** checkout.session.completed / async_payment_failed / expired for a session in its new state. */
export function checkoutSessionEvent(
  type: Exclude<LocalEventType, 'charge.refunded'>,
  session: LocalSessionDocument,
  now: Date,
): StripeEventJson {
  return envelope(type, checkoutSessionObject(session, null), now);
}

/** charge.refunded after a refund (in part or in full), as Stripe sends one for each refund of a charge. */
export function chargeRefundedEvent(
  session: LocalSessionDocument,
  refunds: LocalRefund[],
  now: Date,
): StripeEventJson {
  return envelope('charge.refunded', refundedChargeObject(session, refunds), now);
}
