import type { ContactMessage, ContactMessageList } from '@mealbox/contracts';
import { api, unexpectedAnswer } from '@mealbox/web-kit';
import { messagesApiQuery, type MessagesQuery } from './messages-query';

const MESSAGES = '/api/admin/contact-messages/';

/** A page of contact messages, newest first (GET /api/admin/contact-messages/?status=&page=&page_size=). */
export async function fetchMessages(query: MessagesQuery, signal: AbortSignal): Promise<ContactMessageList> {
  const answer = await api.get<ContactMessageList>(MESSAGES, { query: messagesApiQuery(query), signal });
  if (!Array.isArray(answer?.messages) || !answer.pagination) throw unexpectedAnswer(MESSAGES);
  return answer;
}

/**
 * PATCH /api/admin/contact-messages/{id}/: handled (with staff's own answer for the sender, the first time), or new
 * again; answers the message as stored.
 */
export function setMessageHandled(id: string, handled: boolean, reply?: string): Promise<ContactMessage> {
  return api.patch<ContactMessage>(`${MESSAGES}${encodeURIComponent(id)}/`, {
    handled,
    ...(reply ? { reply } : {}),
  });
}
