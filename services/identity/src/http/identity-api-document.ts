import { buildServiceDocument, type ApiDocument, type RouteDescription } from '@mealbox/platform';
import { CONTACT_TAG, contactRouteDocuments } from '../contact/http/contact-routes-document';
import { STAFF_USERS_TAG, adminUserRouteDocuments } from './admin-user-routes-document';
import { ACCOUNT_TAG, authRouteDocuments } from './auth-routes-document';

/** Every route identity's app answers, as each feature describes it. */
export const identityRouteDocuments: RouteDescription[] = [
  ...authRouteDocuments,
  ...adminUserRouteDocuments,
  ...contactRouteDocuments,
];

/** Identity's OpenAPI document, served at /openapi.json for the gateway's /api/schema/. */
export const identityApiDocument: ApiDocument = buildServiceDocument({
  service: 'identity',
  description: 'Accounts, sign-in and tokens, the staff’s user screens, and contact messages.',
  tags: [
    { name: ACCOUNT_TAG, description: 'Registration, sign-in, token refresh and sign-out, password resets.' },
    {
      name: STAFF_USERS_TAG,
      description: 'The staff area’s users: list, view, change, activate, deactivate.',
    },
    { name: CONTACT_TAG, description: 'The public contact form and the staff’s inbox of its messages.' },
  ],
  routes: identityRouteDocuments,
});
