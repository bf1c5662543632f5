import { z } from 'zod';
import { COURIER_SIGNATURE_HEADER, courierEventSchema, orderStatusSchema } from '@mealbox/contracts';
import type { RouteDescription } from '@mealbox/platform';
import { COURIER_WEBHOOK_PATH } from './courier-routes';

export const DELIVERY_TAG = 'Delivery';

/** What `courierRoutes` answers. */
export const courierRouteDocuments: RouteDescription[] = [
  {
    method: 'post',
    path: COURIER_WEBHOOK_PATH,
    tag: DELIVERY_TAG,
    summary: 'A courier’s report on a box: out for delivery, delivered, or a failed attempt',
    description:
      `Called by the courier, not by browsers. \`${COURIER_SIGNATURE_HEADER}\` is \`t=<unix seconds>,v1=<hex ` +
      'HMAC-SHA256 of "<t>.<body>">` keyed by the shared secret, over the exact bytes sent; a signature more than ' +
      'five minutes old is refused. Each report `id` is applied once: a repeat answers `duplicate: true`. Reports ' +
      'may arrive out of order: one about a box already delivered changes nothing (`applied: false`). ' +
      '`delivered` moves a box on from preparing, ready or out for delivery; a failed attempt is recorded and the ' +
      'customer told. Answers with or without the trailing slash.',
    access: 'public',
    headers: z.object({
      [COURIER_SIGNATURE_HEADER.toLowerCase()]: z
        .string()
        .meta({ description: 'The courier’s signature of the body.' }),
    }),
    body: { schema: courierEventSchema, description: 'The courier’s report.' },
    answers: {
      200: {
        description: 'The report was verified; whether it changed the order, and the order’s status now.',
        schema: z.object({
          received: z.literal(true),
          duplicate: z.boolean(),
          applied: z.boolean(),
          order_status: orderStatusSchema,
          message: z.string().nullable(),
        }),
      },
    },
    errors: {
      400: 'The signature is missing, not valid or too old, or the report is not valid.',
      404: 'No order has this id.',
      409: 'The order cannot be with a courier (not packed yet, or cancelled).',
    },
  },
];
