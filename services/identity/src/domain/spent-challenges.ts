import type { Logger } from '@mealbox/platform';
import type { SpentChallengeModel } from '../data/spent-challenge-model';

const DUPLICATE_KEY = 11000;

/**
 * Creates the index on `expiresAt`: a TTL index where the database allows one (MongoDB removes spent challenges
 * by itself), a plain one for the hourly sweep where it does not (FerretDB v1 refuses TTL indexes).
 */
export async function ensureSpentChallengeIndexes(spent: SpentChallengeModel, logger: Logger): Promise<void> {
  try {
    await spent.collection.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0, name: 'expiresAt_ttl' });
  } catch (error) {
    logger.debug({ err: error }, 'no TTL index for spent challenges; the hourly sweep removes them');
    await spent.collection.createIndex({ expiresAt: 1 }, { name: 'expiresAt_sweep' });
  }
}

/**
 * Records that the challenge with this signature was used. True the first time; false when it was already spent
 * (here or on another instance: the unique `_id` lets exactly one insert win).
 */
export async function spendChallenge(
  spent: SpentChallengeModel,
  signature: string,
  expiresAt: Date,
): Promise<boolean> {
  try {
    await spent.create({ _id: signature, expiresAt });
    return true;
  } catch (error) {
    if ((error as { code?: unknown }).code === DUPLICATE_KEY) return false;
    throw error;
  }
}

/** Deletes records of challenges that have expired: an expired challenge is refused before it is looked up. */
export async function sweepSpentChallenges(spent: SpentChallengeModel, now: Date): Promise<void> {
  await spent.collection.deleteMany({ expiresAt: { $lt: now } });
}
