import { z } from 'zod';
import type { EventEnvelope } from './envelope';

/**
 * Published by identity on `identity.contact-messages.v1`, keyed by message id, when staff first mark a contact
 * form message handled: notifications answers the sender, with staff's own words when
 * they wrote some, quoting their message.
 */
export const contactMessageHandledSchema = z.object({
  messageId: z.string(),
  name: z.string(),
  email: z.string(),
  /** The form's subject value ('order', ...). */
  subject: z.string(),
  message: z.string(),
  sentAt: z.iso.datetime(),
  handledAt: z.iso.datetime(),
  /** Staff's own words for the answer; absent when they wrote none (the mail then says the message was dealt with). */
  reply: z.string().optional(),
});
export type ContactMessageHandledData = z.infer<typeof contactMessageHandledSchema>;
export type ContactMessageHandled = EventEnvelope<'ContactMessageHandled', ContactMessageHandledData>;
