import { trustedFilter } from '@mealbox/platform';
import type { ContactMessageModel } from './contact-message-model';

/**
 * Marks messages kept before priority support existed as not priority, so the list of new messages sorts them
 * among the others by date (a missing flag would sort below every `false`). Idempotent: a message with the flag is
 * left alone, so every instance may run it at start. Returns how many it marked.
 */
export async function backfillMessagePriority(messages: ContactMessageModel): Promise<number> {
  const written = await messages.updateMany(trustedFilter({ priority: { $exists: false } }), {
    $set: { priority: false },
  });
  return written.modifiedCount;
}
