import { z } from 'zod';
import {
  subscriptionChangeResultSchema,
  subscriptionConfirmationListSchema,
  subscriptionListSchema,
  subscriptionSchema,
} from '@mealbox/contracts';
import type { RouteBody, RouteDescription } from '@mealbox/platform';
import {
  deliveryExtrasBody,
  dietaryBody,
  extraBody,
  extraBoxBody,
  frequencyBody,
  mealsBody,
  moveBody,
  noSubscriptionFields,
  pauseBody,
  planBody,
  subscriptionPageQuery,
} from './subscription-routes';

export const SUBSCRIPTIONS_TAG = 'Subscriptions';

const noSuchSubscription = 'No subscription of yours has this id.';
const changed = {
  200: {
    description: 'The subscription as it now is, and the change’s confirmation (null when nothing changed).',
    schema: subscriptionChangeResultSchema,
  },
};
const noFields: RouteBody = {
  schema: noSubscriptionFields,
  optional: true,
  description: 'No fields (an empty or absent body).',
};

/** A change to one subscription: its own errors, and what every change answers. */
const change = (
  path: string,
  summary: string,
  body: RouteDescription['body'],
  refused: string,
): RouteDescription => ({
  method: 'post',
  path,
  tag: SUBSCRIPTIONS_TAG,
  summary,
  access: 'signed-in',
  ...(body ? { body } : {}),
  answers: changed,
  errors: { 404: noSuchSubscription, 409: refused },
});

const delivery = '/api/subscriptions/:id/deliveries/:date';

/** A delivery is named by its subscription and its day. */
const deliveryParams = z.object({
  id: z.string(),
  date: z.string().meta({ description: 'The delivery’s day, YYYY-MM-DD.' }),
});
const afterCutOff =
  'The box is past its cut-off (12:00 London time three days before), or the subscription has ended.';

const routes: RouteDescription[] = [
  {
    method: 'get',
    path: '/api/subscriptions',
    tag: SUBSCRIPTIONS_TAG,
    summary: 'Your subscriptions, newest first',
    access: 'signed-in',
    query: subscriptionPageQuery,
    answers: { 200: { description: 'A page of your subscriptions.', schema: subscriptionListSchema } },
  },
  {
    method: 'get',
    path: '/api/subscriptions/current',
    tag: SUBSCRIPTIONS_TAG,
    summary: 'Your running subscription, with its next 14 days (null if none)',
    access: 'signed-in',
    answers: { 200: { description: 'The subscription, or null.', schema: subscriptionSchema.nullable() } },
  },
  {
    method: 'get',
    path: '/api/subscriptions/:id',
    tag: SUBSCRIPTIONS_TAG,
    summary: 'One of your subscriptions, with its next 14 days',
    access: 'signed-in',
    answers: { 200: { description: 'The subscription.', schema: subscriptionSchema } },
    errors: { 404: noSuchSubscription },
  },
  {
    method: 'get',
    path: '/api/subscriptions/:id/confirmations',
    tag: SUBSCRIPTIONS_TAG,
    summary: 'The confirmations of a subscription’s changes, newest first',
    access: 'signed-in',
    query: subscriptionPageQuery,
    answers: { 200: { description: 'A page of confirmations.', schema: subscriptionConfirmationListSchema } },
    errors: { 404: noSuchSubscription },
  },
  change(`${delivery}/skip`, 'Skip a delivery', noFields, afterCutOff),
  change(`${delivery}/unskip`, 'Take back a skip', noFields, afterCutOff),
  change(`${delivery}/move`, 'Move a delivery to another day', { schema: moveBody }, afterCutOff),
  change(`${delivery}/meals`, 'Choose a delivery’s meals', { schema: mealsBody }, afterCutOff),
  {
    ...change(
      `${delivery}/extras`,
      'Choose the extras of one delivery (null: back to the every-week extras)',
      {
        schema: deliveryExtrasBody,
        description:
          'Exactly these extras (add-ons on sale, 0 to 10 of each; 0 leaves one out) come in this box alone, ' +
          'in place of the every-week extras; [] for none; null puts the box back on the every-week extras. ' +
          'Each is charged at its price on the day the box is placed, and left out if sold out that week.',
      },
      afterCutOff,
    ),
    method: 'put',
    errors: {
      404: noSuchSubscription,
      409: `${afterCutOff} Or the box is skipped or paused.`,
    },
  },
  change(
    '/api/subscriptions/:id/plan',
    'Change the plan from the next open box',
    { schema: planBody },
    afterCutOff,
  ),
  change(
    '/api/subscriptions/:id/frequency',
    'Change how often boxes come (every week, 2 weeks or 4 weeks) from the next open box',
    { schema: frequencyBody },
    'The subscription has ended.',
  ),
  change(
    '/api/subscriptions/:id/extra-box',
    'Add one extra box on a free working day of the next 14, before its cut-off',
    { schema: extraBoxBody },
    'The subscription has ended.',
  ),
  change(
    '/api/subscriptions/:id/pause',
    'Pause until a date',
    { schema: pauseBody },
    'The subscription has ended.',
  ),
  change(
    '/api/subscriptions/:id/resume',
    'Resume a paused subscription',
    noFields,
    'The subscription has ended.',
  ),
  change('/api/subscriptions/:id/cancel', 'Cancel the subscription', noFields, 'The subscription has ended.'),
  change(
    '/api/subscriptions/:id/dietary',
    'Set the dietary requirements for the meals chosen for you',
    { schema: dietaryBody },
    'The subscription has ended.',
  ),
  change(
    '/api/subscriptions/:id/extras',
    'Set how many of an extra come in every box (0 stops it)',
    { schema: extraBody },
    'The subscription has ended.',
  ),
];

/** What `subscriptionRoutes` answers (subscription-routes.ts): the caller’s own subscriptions only. */
export const subscriptionRouteDocuments: RouteDescription[] = routes.map((route) =>
  route.path.startsWith(delivery) ? { ...route, params: deliveryParams } : route,
);
