import type request from 'supertest';
import { createChallenge, deriveKey, solveChallenge } from '../src/domain/altcha';
import type { Challenge } from '../src/domain/altcha';
import { PROOF_OF_WORK_ALGORITHM } from '../src/domain/proof-of-work';
import { proofOfWorkSecretsFrom } from '../src/domain/proof-of-work-secret';

/** The header value a page sends: base64 of `{ challenge, solution }`, as altcha's widget sends it. */
export async function solvedProof(challenge: Challenge, tamper = (value: unknown) => value): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved in time');
  // A copy: a test that tampers with what is sent must not change the challenge it may solve again.
  const proof = tamper(
    structuredClone({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } }),
  );
  return Buffer.from(JSON.stringify(proof)).toString('base64');
}

/** Fetches a challenge from identity, as a page does, and solves it. */
export async function fetchAndSolve(api: ReturnType<typeof request>): Promise<string> {
  const res = await api.get('/auth/challenge/');
  if (res.status !== 200) throw new Error(`GET /auth/challenge/ answered ${res.status}`);
  return solvedProof(res.body as Challenge);
}

/** A challenge signed with `key` (identity's configured key, or another), expiring at `expiresAt` (seconds). */
export function challengeSignedWith(key: string, expiresAt: number): Promise<Challenge> {
  const secrets = proofOfWorkSecretsFrom(key);
  return createChallenge({
    algorithm: PROOF_OF_WORK_ALGORITHM,
    cost: 10,
    counter: 7,
    deriveKey,
    expiresAt,
    hmacSignatureSecret: secrets.challengeKey,
    hmacKeySignatureSecret: secrets.answerKey,
  });
}
