import Stripe from 'stripe';
import type {
  CheckoutSessionInput,
  PaymentProvider,
  ProviderCharge,
  ProviderRefund,
  RefundInput,
  SavedCardChargeInput,
} from './payment-provider';

export interface StripeProviderOptions {
  secretKey: string;
  /** Another API host (stripe-mock in tests: http://127.0.0.1:12111); Stripe's own when absent. */
  apiBase?: URL;
  timeoutMs?: number;
}

/** Refund states Stripe reports that mean "not yet": the money moves later and charge.refunded confirms it. */
const REFUND_IN_PROGRESS = new Set(['pending', 'requires_action']);

/**
 * Stripe through its SDK: a hosted Checkout Session in GBP with the order's line item, the order id in the
 * session's and the payment's metadata (so every later event names it), the card saved to a new customer for
 * off-session charges of later subscription boxes, and refunds. Calls carry idempotency
 * keys, so the SDK's own retries and ours never create a second session or refund.
 */
export function createStripeProvider({ secretKey, apiBase, timeoutMs = 15_000 }: StripeProviderOptions) {
  const stripe = new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: timeoutMs,
    ...(apiBase
      ? {
          host: apiBase.hostname,
          port: apiBase.port || (apiBase.protocol === 'https:' ? 443 : 80),
          protocol: apiBase.protocol === 'https:' ? ('https' as const) : ('http' as const),
        }
      : {}),
  });

  const provider: PaymentProvider = {
    name: 'stripe',

    async createCheckoutSession(input: CheckoutSessionInput) {
      const metadata = { order_id: input.orderId };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          currency: 'gbp',
          locale: 'en-GB',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'gbp',
                unit_amount: input.amountPence,
                product_data: { name: input.productName },
              },
            },
          ],
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          client_reference_id: input.orderId,
          metadata,
          // The card is saved to a Stripe customer for the subscription's later boxes, charged off-session.
          customer_creation: 'always',
          payment_intent_data: { metadata, setup_future_usage: 'off_session' },
          expires_at: Math.floor(input.expiresAt.getTime() / 1000),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { id: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) };
    },

    async expireCheckoutSession(sessionId: string) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
      } catch (error) {
        // Already paid or expired: there is nothing left to close.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return;
        throw error;
      }
    },

    async refund(input: RefundInput): Promise<ProviderRefund> {
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: input.paymentIntentId,
            amount: input.amountPence,
            reason: 'requested_by_customer',
            metadata: { order_id: input.orderId },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (refund.status === 'succeeded') return { id: refund.id, status: 'succeeded' };
        if (refund.status && REFUND_IN_PROGRESS.has(refund.status))
          return { id: refund.id, status: 'pending' };
        return {
          id: refund.id,
          status: 'failed',
          reason: refund.failure_reason ?? `refund ${refund.status}`,
        };
      } catch (error) {
        // A refusal (already refunded, nothing to refund) is final; anything else is retried by the caller.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          return { id: null, status: 'failed', reason: error.message };
        }
        throw error;
      }
    },

    async chargeSavedCard(input: SavedCardChargeInput): Promise<ProviderCharge> {
      // The card is the one the earlier payment used (Checkout attached it to the customer); failing that, the
      // customer's newest card.
      const earlier = await stripe.paymentIntents.retrieve(input.paymentIntentRef);
      const paymentMethod =
        (typeof earlier.payment_method === 'string' ? earlier.payment_method : earlier.payment_method?.id) ??
        (await stripe.customers.listPaymentMethods(input.customerRef, { type: 'card', limit: 1 })).data[0]
          ?.id;
      if (!paymentMethod) {
        return { status: 'declined', paymentIntentId: null, reason: 'No card is saved for this account.' };
      }
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountPence,
            currency: 'gbp',
            customer: input.customerRef,
            payment_method: paymentMethod,
            off_session: true,
            confirm: true,
            metadata: { order_id: input.orderId },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        if (intent.status === 'succeeded') {
          return {
            status: 'succeeded',
            paymentIntentId: intent.id,
            amountPence: intent.amount_received || intent.amount,
            currency: intent.currency,
          };
        }
        return {
          status: 'declined',
          paymentIntentId: intent.id,
          reason:
            intent.status === 'requires_action'
              ? 'Your bank asked you to confirm this payment.'
              : `The payment is ${intent.status.replace(/_/g, ' ')}.`,
        };
      } catch (error) {
        // A refused card (declined, or the bank wants the customer present) is an answer; anything else retries.
        if (error instanceof Stripe.errors.StripeCardError) {
          return {
            status: 'declined',
            paymentIntentId: error.payment_intent?.id ?? null,
            reason: error.message,
          };
        }
        throw error;
      }
    },
  };
  return provider;
}
