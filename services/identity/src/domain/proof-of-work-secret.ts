import { createHmac, randomBytes } from 'node:crypto';
import type { Connection } from 'mongoose';

/** The two HMAC keys of the challenges: one signs a challenge's parameters, the other its expected answer. */
export interface ProofOfWorkSecrets {
  challengeKey: string;
  answerKey: string;
}

const COLLECTION = 'proof_of_work_keys';
const KEY_ID = 'hmac';

/**
 * The configured key (`PROOF_OF_WORK_HMAC_KEY`), or else one made by the first instance to start and kept in
 * identity's database, so that a challenge issued by one instance is accepted by every other one with nothing to
 * configure. Like the signing keys, whoever can read that collection can mint solved challenges (only ever a way
 * past the per-address limits, never into an account). Two separate keys are derived from it, so a signature
 * of one kind can never stand in for the other.
 */
export async function loadProofOfWorkSecrets(
  connection: Connection,
  configured: string | undefined,
): Promise<ProofOfWorkSecrets> {
  return proofOfWorkSecretsFrom(configured ?? (await storedKey(connection)));
}

/** The two keys derived from one. */
export function proofOfWorkSecretsFrom(key: string): ProofOfWorkSecrets {
  const derive = (purpose: string) => createHmac('sha256', key).update(purpose).digest('hex');
  return { challengeKey: derive('challenge'), answerKey: derive('answer') };
}

async function storedKey(connection: Connection): Promise<string> {
  const keys = connection.collection<{ _id: string; key: string; createdAt: Date }>(COLLECTION);
  const fresh = { key: randomBytes(32).toString('hex'), createdAt: new Date() };
  try {
    await keys.updateOne({ _id: KEY_ID }, { $setOnInsert: fresh }, { upsert: true });
  } catch (error) {
    // Two instances starting together: one inserted, the other's upsert met the same `_id`; read the winner's.
    if ((error as { code?: unknown }).code !== 11000) throw error;
  }
  const stored = await keys.findOne({ _id: KEY_ID });
  if (!stored) throw new Error('the proof-of-work key could not be stored');
  return stored.key;
}
