import type { UserUpdatedData } from '@mealbox/contracts';
import { trustedFilter } from '@mealbox/platform';
import type { RecipientModel } from '../data/recipient-model';

/**
 * Keeps where a user's mails go from identity's announcements: the newest announcement wins, so a redelivered or
 * late one changes nothing (conditional on `announcedAt`, then an insert-if-absent for a user not seen yet).
 */
export async function applyRecipient(
  recipients: RecipientModel,
  user: Pick<UserUpdatedData, 'userId' | 'email' | 'firstName'>,
  announcedAt: Date,
): Promise<void> {
  const values = { email: user.email, firstName: user.firstName, announcedAt };
  const newer = await recipients.updateOne(
    trustedFilter({ _id: user.userId, announcedAt: { $lt: announcedAt } }),
    { $set: values },
  );
  if (newer.matchedCount === 1) return;
  await recipients.updateOne({ _id: user.userId }, { $setOnInsert: values }, { upsert: true });
}
