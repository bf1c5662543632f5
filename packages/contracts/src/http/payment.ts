import { z } from 'zod';
import { requiredInteger, requiredText } from './fields';
import { MAX_ORDER_TOTAL_PENCE } from './ordering';

/**
 * The payment service's HTTP shapes (spec section 7: POST /api/create-checkout-session/) and the URLs the card
 * provider sends the customer back to.
 */

/**
 * POST /api/create-checkout-session/: `amount` is integer pence (the spec's price x 100, rounded). The server
 * checks it against the order's own total and never charges anything else.
 */
export const checkoutSessionRequestShape = {
  amount: requiredInteger
    .min(1, 'Ensure this value is greater than or equal to 1.')
    .max(MAX_ORDER_TOTAL_PENCE, `Ensure this value is less than or equal to ${MAX_ORDER_TOTAL_PENCE}.`),
  product_name: requiredText(120),
  order_id: requiredText(64),
};
export const checkoutSessionRequestSchema = z.object(checkoutSessionRequestShape);
export type CheckoutSessionRequest = z.input<typeof checkoutSessionRequestSchema>;

/** The hosted checkout page to send the browser to. */
export const checkoutSessionSchema = z.object({ checkout_url: z.url() });
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/** After a paid checkout the provider sends the customer to `/success?order_id=<id>`. */
export const successPath = (orderId: string): string => `/success?order_id=${encodeURIComponent(orderId)}`;
/** Cancelling the checkout leads back to the order's cart page. */
export const cartPath = (orderId: string): string => `/cart/${encodeURIComponent(orderId)}`;
/** The query flag the cart page gets when the card was declined: `/cart/<id>?payment=declined`. */
export const PAYMENT_QUERY_PARAM = 'payment';
export const PAYMENT_DECLINED = 'declined';
/** Where the payment service serves the local provider's hosted checkout page (proxied by the gateway). */
export const LOCAL_CHECKOUT_PATH = '/pay/local';
