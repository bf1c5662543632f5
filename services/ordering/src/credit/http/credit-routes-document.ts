import { creditAccountSchema } from '@mealbox/contracts';
import type { RouteDescription } from '@mealbox/platform';
import { idempotencyKeyHeaders } from '../../shared/http/idempotency-key';
import { creditGrantBody } from './credit-routes';

export const CREDIT_TAG = 'Account credit';

/** What `creditRoutes` answers (credit-routes.ts). */
export const creditRouteDocuments: RouteDescription[] = [
  {
    method: 'get',
    path: '/api/customers/me/credit',
    tag: CREDIT_TAG,
    summary: 'Your account credit: the balance and its history, newest first',
    description: 'Credit is taken off your next box or order automatically.',
    access: 'signed-in',
    answers: {
      200: { description: 'Your balance and entries (none yet: £0.00).', schema: creditAccountSchema },
    },
  },
  {
    method: 'post',
    path: '/api/admin/orders/:id/credit',
    tag: CREDIT_TAG,
    summary: "Grant credit to the order's customer (staff)",
    description:
      'More than £0.00 and at most £200.00, for a reason staff choose, with an optional note. The customer is ' +
      'emailed once. An `Idempotency-Key` makes a retry grant once.',
    access: 'admin',
    headers: idempotencyKeyHeaders,
    body: { schema: creditGrantBody },
    answers: {
      201: { description: "The customer's credit with the new grant.", schema: creditAccountSchema },
      200: {
        description: "This `Idempotency-Key` already granted it: the customer's credit as it is.",
        schema: creditAccountSchema,
      },
    },
    errors: {
      404: 'No order has this id.',
      409: 'The same `Idempotency-Key` was used for a different grant.',
    },
  },
  {
    method: 'get',
    path: '/api/admin/customers/:customerId/credit',
    tag: CREDIT_TAG,
    summary: "A customer's account credit: the balance and its history, newest first (staff)",
    access: 'admin',
    answers: { 200: { description: "The customer's balance and entries.", schema: creditAccountSchema } },
    errors: { 404: 'No customer has this id.' },
  },
];
