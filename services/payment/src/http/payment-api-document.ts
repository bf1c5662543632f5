import { buildServiceDocument, type ApiDocument, type RouteDescription } from '@mealbox/platform';
import {
  LOCAL_CARD_PAGE_TAG,
  localCheckoutRouteDocuments,
} from '../local/http/local-checkout-routes-document';
import { PAYMENT_TAG, paymentRouteDocuments } from './payment-routes-document';

/** Every route payment's app answers: the local card page's only where that provider is in use. */
export const paymentRouteDocumentsFor = (withLocalCheckout: boolean): RouteDescription[] => [
  ...paymentRouteDocuments,
  ...(withLocalCheckout ? localCheckoutRouteDocuments : []),
];

/** Payment's OpenAPI document, served at /openapi.json for the gateway's /api/schema/. */
export const paymentApiDocument = (withLocalCheckout: boolean): ApiDocument =>
  buildServiceDocument({
    service: 'payment',
    description:
      'Card checkout for orders, the card provider’s webhook, and the local card page used without Stripe.',
    tags: [
      { name: PAYMENT_TAG, description: 'Paying for an order through the card provider’s hosted checkout.' },
      {
        name: LOCAL_CARD_PAGE_TAG,
        description: 'The stand-in for Stripe’s hosted page where no Stripe key is set.',
      },
    ],
    routes: paymentRouteDocumentsFor(withLocalCheckout),
  });
