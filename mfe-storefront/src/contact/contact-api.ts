import { api } from '@mealbox/web-kit';
import type { ContactMessageRequest } from '@mealbox/contracts';

/** POST /api/contact/ (identity): the message reaches the staff's inbox in the admin area. */
export async function sendContactMessage(
  request: ContactMessageRequest,
  signal?: AbortSignal,
): Promise<void> {
  await api.post<unknown>('/api/contact/', request, { signal });
}
