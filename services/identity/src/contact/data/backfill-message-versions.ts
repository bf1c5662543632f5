import { trustedFilter } from '@mealbox/platform';
import type { ContactMessageModel } from './contact-message-model';

/**
 * Gives messages kept before changes were versioned their first version (0), so every message can be changed
 * through writeDocument. Idempotent: a message that has a version is left alone, so every instance may run it at
 * start. Returns how many it versioned.
 */
export async function backfillMessageVersions(messages: ContactMessageModel): Promise<number> {
  const written = await messages.updateMany(trustedFilter({ version: { $exists: false } }), {
    $set: { version: 0 },
  });
  return written.modifiedCount;
}
