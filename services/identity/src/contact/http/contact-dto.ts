import type { ContactMessage } from '@mealbox/contracts';
import type { ContactMessageDocument } from '../data/contact-message-model';

export function toContactMessageDto(message: ContactMessageDocument): ContactMessage {
  return {
    id: message._id.toHexString(),
    name: message.name,
    email: message.email,
    subject: message.subject,
    message: message.message,
    status: message.status,
    priority: message.priority,
    created_at: message.createdAt.toISOString(),
    handled_at: message.handledAt ? message.handledAt.toISOString() : null,
    handled_by: message.handledBy,
    handled_by_username: message.handledByUsername ?? null,
    answered: message.answered ?? false,
    reply: message.reply ?? null,
  };
}
