import { contactMessageListSchema, contactMessageSchema, contactPrioritySchema } from '@mealbox/contracts';
import type { RouteDescription } from '@mealbox/platform';
import { contactListQuery, contactUpdateBody } from './admin-contact-routes';
import { contactBody } from './contact-routes';

export const CONTACT_TAG = 'Contact messages';

/** What `contactRoutes` and `adminContactRoutes` answer. */
export const contactRouteDocuments: RouteDescription[] = [
  {
    method: 'post',
    path: '/api/contact/',
    tag: CONTACT_TAG,
    summary: 'Send a message from the contact form',
    description:
      'Open to everyone; a message from a signed-in customer whose plan has priority support (10 meals a week or more) is marked `priority` and answered first.',
    access: 'optional-sign-in',
    body: { schema: contactBody },
    answers: { 201: { description: 'The message as received.', schema: contactMessageSchema } },
    errors: { 429: 'Too many messages from this address; `Retry-After` says when to try again.' },
  },
  {
    method: 'get',
    path: '/api/contact/priority/',
    tag: CONTACT_TAG,
    summary: 'Whether the caller’s messages are answered first (their plan has priority support)',
    access: 'signed-in',
    answers: {
      200: {
        description: 'True while the caller’s subscription has priority support.',
        schema: contactPrioritySchema,
      },
    },
  },
  {
    method: 'get',
    path: '/api/admin/contact-messages/',
    tag: CONTACT_TAG,
    summary: 'Staff: list contact messages, newest first (new ones with priority messages first)',
    access: 'admin',
    query: contactListQuery,
    answers: { 200: { description: 'A page of messages.', schema: contactMessageListSchema } },
  },
  {
    method: 'patch',
    path: '/api/admin/contact-messages/:id/',
    tag: CONTACT_TAG,
    summary: 'Staff: mark a message handled, with a reply if one was sent',
    access: 'admin',
    body: { schema: contactUpdateBody },
    answers: { 200: { description: 'The message as changed.', schema: contactMessageSchema } },
    errors: {
      404: 'No message has this id.',
      409: 'The message was already answered with another reply.',
    },
  },
];
