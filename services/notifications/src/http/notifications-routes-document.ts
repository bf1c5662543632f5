import { z } from 'zod';
import { emailPreferencesSchema, orderEmailSchema, paginationSchema } from '@mealbox/contracts';
import type { RouteDescription } from '@mealbox/platform';
import { orderEmailListQuery } from './admin-order-email-routes';
import { EMAIL_PREFERENCES_PATH, emailPreferencesBody } from './email-preference-routes';
import { UNSUBSCRIBE_PATH } from './unsubscribe-routes';

export const EMAILS_TAG = 'Emails';

const page = z.string().meta({ description: 'An HTML page.' });
const signedLink = z.object({
  user: z.string().max(64).meta({ description: 'The customer’s user id, as in the reminder’s link.' }),
  sig: z.string().meta({ description: 'The link’s signature of `user`.' }),
});
const badLink = {
  description: 'A page saying the link does not work.',
  schema: page,
  contentType: 'text/html',
};

/** What `adminOrderEmailRoutes`, `emailPreferenceRoutes` and `unsubscribeRoutes` answer. */
export const notificationsRouteDocuments: RouteDescription[] = [
  {
    method: 'get',
    path: '/api/admin/order-emails/',
    tag: EMAILS_TAG,
    summary: 'Staff: the emails about one order, oldest first',
    access: 'admin',
    query: orderEmailListQuery,
    answers: {
      200: {
        description: 'A page of the order’s emails, each with whether it was sent.',
        schema: z.object({ emails: z.array(orderEmailSchema), pagination: paginationSchema }),
      },
    },
  },
  {
    method: 'get',
    path: EMAIL_PREFERENCES_PATH,
    tag: EMAILS_TAG,
    summary: 'Your email preferences',
    access: 'signed-in',
    answers: {
      200: {
        description: 'Whether reminders before each box locks are sent.',
        schema: emailPreferencesSchema,
      },
    },
  },
  {
    method: 'put',
    path: EMAIL_PREFERENCES_PATH,
    tag: EMAILS_TAG,
    summary: 'Turn the reminders before each box locks on or off',
    description: 'Emails about orders, payments and the account are always sent.',
    access: 'signed-in',
    body: { schema: emailPreferencesBody },
    answers: { 200: { description: 'The preferences as set.', schema: emailPreferencesSchema } },
  },
  {
    method: 'get',
    path: UNSUBSCRIBE_PATH,
    tag: EMAILS_TAG,
    summary: 'The reminder email’s unsubscribe page',
    description: 'Only shows a button: a link scanner that opens it stops nothing.',
    access: 'public',
    query: signedLink,
    answers: {
      200: {
        description: 'A page with one button that stops the reminders.',
        schema: page,
        contentType: 'text/html',
      },
      400: badLink,
    },
  },
  {
    method: 'post',
    path: UNSUBSCRIBE_PATH,
    tag: EMAILS_TAG,
    summary: 'Stop the reminders (the page’s button, or one-click unsubscribe, RFC 8058)',
    access: 'public',
    query: signedLink,
    answers: {
      200: {
        description: 'A page saying the reminders are stopped.',
        schema: page,
        contentType: 'text/html',
      },
      400: badLink,
    },
  },
];
