import { z } from 'zod';
import { LOCAL_CHECKOUT_PATH } from '@mealbox/contracts';
import type { RouteDescription } from '@mealbox/platform';

export const LOCAL_CARD_PAGE_TAG = 'Local card page';

const page = z.string().meta({ description: 'An HTML page.' });
const path = `${LOCAL_CHECKOUT_PATH}/:sessionId`;

/**
 * What `localCheckoutRoutes` answers: pages for a person, not JSON, and only where no Stripe key is set (the
 * local card provider stands in for Stripe's hosted checkout).
 */
export const localCheckoutRouteDocuments: RouteDescription[] = [
  {
    method: 'get',
    path,
    tag: LOCAL_CARD_PAGE_TAG,
    summary: 'The local card page of a checkout session',
    access: 'public',
    answers: {
      200: {
        description: 'The card form (or, once paid or expired, a page saying so).',
        schema: page,
        contentType: 'text/html',
      },
      404: { description: 'A page saying the session is unknown.', schema: page, contentType: 'text/html' },
    },
  },
  {
    method: 'post',
    path,
    tag: LOCAL_CARD_PAGE_TAG,
    summary: 'Pay or decline with a test card',
    description: '4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.',
    access: 'public',
    body: {
      schema: z.object({ name: z.string(), card_number: z.string(), expiry: z.string(), cvc: z.string() }),
      contentType: 'application/x-www-form-urlencoded',
    },
    answers: {
      303: { description: 'Paid or declined: on to the site’s success page or back to the cart.' },
      404: { description: 'A page saying the session is unknown.', schema: page, contentType: 'text/html' },
      409: {
        description: 'A page saying the session is already paid or expired.',
        schema: page,
        contentType: 'text/html',
      },
      422: {
        description: 'The form again, with what is wrong with each field.',
        schema: page,
        contentType: 'text/html',
      },
    },
  },
];
