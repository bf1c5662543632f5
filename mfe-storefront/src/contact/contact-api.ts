import { api } from '@mealbox/web-kit';
import type { ContactMessageRequest } from '@mealbox/contracts';

/** What the page tells the sender once their message is kept. */
export interface ContactReceipt {
  /** Identity marked it priority (a signed-in subscriber whose plan has priority support): it is answered first. */
  priority: boolean;
}

/**
 * POST /api/contact/ (identity): the message reaches the staff's inbox in the admin area. Sent with the session's
 * token when signed in, so identity knows who wrote; only its own answer says whether the message is priority.
 */
export async function sendContactMessage(
  request: ContactMessageRequest,
  signal?: AbortSignal,
): Promise<ContactReceipt> {
  const answer = await api.post<{ priority?: unknown } | null>('/api/contact/', request, { signal });
  return { priority: answer?.priority === true };
}
