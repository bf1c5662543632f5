import { api } from '@mealbox/web-kit';
import type { ContactPriority } from '@mealbox/contracts';

/**
 * GET /api/contact/priority/ (identity, signed in): whether the caller's messages are answered first now, by the
 * same rule identity applies when a message arrives. Anything but a clear yes reads as no: the page never promises
 * what the server did not say.
 */
export async function fetchContactPriority(signal: AbortSignal): Promise<boolean> {
  const answer = await api.get<Partial<ContactPriority> | null>('/api/contact/priority/', { signal });
  return answer?.priority === true;
}
