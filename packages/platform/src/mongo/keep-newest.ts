import type { Model } from 'mongoose';
import { isDuplicateKeyError } from './duplicate-key';
import { trustedFilter } from './connect-mongo';

/**
 * Keeps `fields` as document `id` only if `revision` is newer than the revision held (or there is none yet): a
 * redelivered event or one overtaken by a newer change writes nothing. Each aggregate's events arrive in order on
 * one partition, but after a rebalance two deliveries may race: the insert-if-absent then loses to the unique
 * `_id` and the conditional update runs once more. Answers whether this revision was kept.
 */
export async function keepNewest(
  // Any read model keyed by a string id with a revision; the update touches only the given fields.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  model: Model<any>,
  id: string,
  revision: number,
  fields: Record<string, unknown>,
): Promise<boolean> {
  const newer = () =>
    model.updateOne(trustedFilter({ _id: id, revision: { $lt: revision } }), {
      $set: { ...fields, revision },
    });
  if ((await newer()).matchedCount === 1) return true;
  try {
    const inserted = await model.updateOne(
      { _id: id },
      { $setOnInsert: { ...fields, revision } },
      { upsert: true },
    );
    return inserted.upsertedCount === 1;
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    return (await newer()).matchedCount === 1;
  }
}
