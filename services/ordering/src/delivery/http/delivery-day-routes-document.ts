import {
  deliveryDayQuerySchema,
  deliveryDaySchema,
  sendOutBodySchema,
  sendOutResultSchema,
} from '@mealbox/contracts';
import type { RouteDescription } from '@mealbox/platform';
import { DELIVERY_TAG } from './courier-routes-document';
import { DELIVERIES_PATH, SEND_OUT_PATH } from './delivery-day-routes';

/** What `deliveryDayRoutes` answers. */
export const deliveryDayRouteDocuments: RouteDescription[] = [
  {
    method: 'get',
    path: DELIVERIES_PATH,
    tag: DELIVERY_TAG,
    summary: 'Every box due on a day, for packing and dispatch',
    description:
      'Not cancelled, by postcode then reference, each the whole order (address, meals, add-ons, statuses); at ' +
      'most 1,000, with `total` and `truncated` saying when a day has more.',
    access: 'admin',
    query: deliveryDayQuerySchema,
    answers: { 200: { description: 'The day’s boxes.', schema: deliveryDaySchema } },
    errors: { 400: 'The date is missing or not a real day.' },
  },
  {
    method: 'post',
    path: SEND_OUT_PATH,
    tag: DELIVERY_TAG,
    summary: 'Send packed boxes out for delivery together',
    description:
      'Each box is its own guarded step (ready to out for delivery, with its notice to the customer): one that is ' +
      'already out or delivered reads `already` and changes nothing, so two members of staff sending the same ' +
      'boxes move each once; one that is not ready or is cancelled reads `refused` with why.',
    access: 'admin',
    body: { schema: sendOutBodySchema },
    answers: { 200: { description: 'What happened to each box.', schema: sendOutResultSchema } },
    errors: { 400: 'No boxes, more than 200, or an id that is not an order id.' },
  },
];
