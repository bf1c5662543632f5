import { orderSchema } from '@mealbox/contracts';
import type { RouteDescription } from '@mealbox/platform';
import { idempotencyKeyHeaders } from '../../shared/http/idempotency-key';
import { orderRefundBody } from './refund-routes';

export const REFUNDS_TAG = 'Refunds';

/** What `refundRoutes` answers (refund-routes.ts). */
export const refundRouteDocuments: RouteDescription[] = [
  {
    method: 'post',
    path: '/api/admin/orders/:id/refunds',
    tag: REFUNDS_TAG,
    summary: 'Refund part of a paid order, to the card or as account credit (staff)',
    description:
      'Meals, extras and delivery (`lines`, for the record) or a free amount. The order’s refunds together never ' +
      'exceed what was paid, however many staff refund at once. A card refund is `requested` in the order’s ' +
      '`refunds` until the payment provider has made it; a refund as credit is made at once. The customer is ' +
      'emailed once per refund. An `Idempotency-Key` makes a retry refund once.',
    access: 'admin',
    headers: idempotencyKeyHeaders,
    body: { schema: orderRefundBody },
    answers: {
      201: { description: 'The order with the new refund in its `refunds`.', schema: orderSchema },
      200: {
        description: 'This `Idempotency-Key` already made this refund: the order as it is.',
        schema: orderSchema,
      },
    },
    errors: {
      404: 'No order has this id.',
      409:
        'The order is not paid, the amount is more than is left to refund (the answer says how much is), or the ' +
        'same `Idempotency-Key` was used for a different refund.',
    },
  },
];
