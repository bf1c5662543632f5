import { z } from 'zod';
import { requiredBoolean, requiredEmail, requiredText } from './fields';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, CONTACT_REPLY_MAX } from './contact-limits';
import { paginationSchema } from './identity';

/** The contact form's subjects (spec section 3), in the form's order. `value` is sent; `label` is shown. */
export const CONTACT_SUBJECTS = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'order', label: 'Order Support' },
  { value: 'billing', label: 'Billing Question' },
  { value: 'feedback', label: 'Feedback' },
  { value: 'partnership', label: 'Partnership' },
  { value: 'other', label: 'Other' },
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number]['value'];

export const CONTACT_MESSAGE_STATUSES = ['new', 'handled'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

export const contactSubjectSchema = z.enum(
  CONTACT_SUBJECTS.map((subject) => subject.value) as [ContactSubject, ...ContactSubject[]],
  {
    error: (issue) =>
      issue.input === undefined ? 'This field is required.' : 'Choose one of the listed subjects.',
  },
);

export { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX, CONTACT_REPLY_MAX } from './contact-limits';

/** POST /api/contact/: the contact form's fields (spec sections 3 and 5), all required. */
export const contactMessageRequestShape = {
  name: requiredText(CONTACT_NAME_MAX),
  email: requiredEmail,
  subject: contactSubjectSchema,
  message: requiredText(CONTACT_MESSAGE_MAX),
};
export const contactMessageRequestSchema = z.object(contactMessageRequestShape);
export type ContactMessageRequest = z.input<typeof contactMessageRequestSchema>;

/** A contact message as staff see it (and as POST /api/contact/ answers it, 201). Dates are ISO 8601. */
export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: contactSubjectSchema,
  message: z.string(),
  status: z.enum(CONTACT_MESSAGE_STATUSES),
  /**
   * Sent by a signed-in customer whose plan has priority support when it arrived (decided by identity, never by
   * the form): staff answer it first. Its sender is told so after sending.
   */
  priority: z.boolean(),
  created_at: z.string(),
  /** When and by which staff user (id) it was marked handled; null while new. */
  handled_at: z.string().nullable(),
  handled_by: z.string().nullable(),
  /** The handler's username, so staff can see who replied; null while new (and for messages handled before it was kept). */
  handled_by_username: z.string().nullable(),
  /** The sender has been answered by email (the first time it was marked handled; never twice). */
  answered: z.boolean(),
  /** Staff's own words in that answer; null when it was sent without them (or not sent yet). */
  reply: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/**
 * GET /api/contact/priority/ (signed in): whether the caller's messages are answered first now, because their plan
 * has priority support. The contact page reads it to tell them so before they write.
 */
export const contactPrioritySchema = z.object({ priority: z.boolean() });
export type ContactPriority = z.infer<typeof contactPrioritySchema>;

/** GET /api/admin/contact-messages/: newest first (the new ones with priority messages first), paged like the admin user list. */
export const contactMessageListSchema = z.object({
  messages: z.array(contactMessageSchema),
  pagination: paginationSchema,
});
export type ContactMessageList = z.infer<typeof contactMessageListSchema>;

/**
 * PATCH /api/admin/contact-messages/{id}/: answers the updated message. `reply`, with `handled: true` on a message
 * not answered yet, is staff's own text for the email that answers the sender.
 */
export const contactMessageUpdateShape = {
  handled: requiredBoolean,
  reply: requiredText(CONTACT_REPLY_MAX).optional(),
};
export const contactMessageUpdateSchema = z.object(contactMessageUpdateShape);
export type ContactMessageUpdate = z.infer<typeof contactMessageUpdateSchema>;
