import { buildServiceDocument, type ApiDocument } from '@mealbox/platform';
import { EMAILS_TAG, notificationsRouteDocuments } from './notifications-routes-document';

/** The notifications service's OpenAPI document, served at /openapi.json for the gateway's /api/schema/. */
export const notificationsApiDocument: ApiDocument = buildServiceDocument({
  service: 'notifications',
  description:
    'The emails the shop sends: staff’s view of an order’s emails, and the customer’s reminder choices.',
  tags: [
    { name: EMAILS_TAG, description: 'What was emailed about an order, and the reminders a customer gets.' },
  ],
  routes: notificationsRouteDocuments,
});
