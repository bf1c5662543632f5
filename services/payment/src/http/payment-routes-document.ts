import { z } from 'zod';
import { checkoutSessionSchema } from '@mealbox/contracts';
import type { RouteDescription } from '@mealbox/platform';
import { checkoutBody } from './checkout-session-routes';
import { WEBHOOK_PATH } from './webhook-routes';

export const PAYMENT_TAG = 'Payment';

/** What `checkoutSessionRoutes` and `webhookRoutes` answer. */
export const paymentRouteDocuments: RouteDescription[] = [
  {
    method: 'post',
    path: '/api/create-checkout-session',
    tag: PAYMENT_TAG,
    summary: 'Start the card provider’s hosted checkout for one of your orders',
    description:
      'The amount (pence) must be what the order is due; the browser is then sent to `checkout_url`. ' +
      'Answers with or without the trailing slash.',
    access: 'signed-in',
    body: { schema: checkoutBody },
    answers: { 200: { description: 'Where to send the browser.', schema: checkoutSessionSchema } },
    errors: {
      404: 'No order of yours has this id.',
      409: 'The order cannot be paid now (already paid, cancelled, or the amount differs from what is due).',
      429: 'Too many checkouts started; `Retry-After` says when to try again.',
    },
  },
  {
    method: 'post',
    path: WEBHOOK_PATH,
    tag: PAYMENT_TAG,
    summary: 'The card provider’s events (Stripe webhook)',
    description:
      'Called by the card provider, not by browsers: the body is read as sent, because `Stripe-Signature` signs its ' +
      'exact bytes. A repeated event is answered again with no second effect.',
    access: 'public',
    headers: z.object({
      'stripe-signature': z.string().meta({ description: 'The provider’s signature of the body.' }),
    }),
    body: { schema: z.looseObject({ id: z.string(), type: z.string() }), description: 'A Stripe event.' },
    answers: {
      200: {
        description: 'The event was verified and recorded.',
        schema: z.object({ received: z.literal(true), duplicate: z.boolean() }),
      },
    },
    errors: { 400: 'The signature is missing, not valid, or older than five minutes.' },
  },
];
