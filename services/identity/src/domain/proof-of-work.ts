import { createChallenge, deriveKey, randomInt, verifySolution } from './altcha';
import type { Challenge, ChallengeParameters } from './altcha';
import { z } from 'zod';
import type { ChallengeProblem } from '@mealbox/contracts';
import type { SpentChallengeModel } from '../data/spent-challenge-model';
import type { ProofOfWorkSecrets } from './proof-of-work-secret';
import { spendChallenge } from './spent-challenges';

/**
 * PBKDF2 rather than plain SHA-256: a browser runs one PBKDF2 guess as one native call, so a phone's page does the
 * work at about the speed a script on a server would (plain SHA-256 costs a browser one promise per hash, and a
 * native attacker would solve many times faster than the customers it is meant to tell apart from).
 */
export const PROOF_OF_WORK_ALGORITHM = 'PBKDF2/SHA-256';

export interface ProofOfWorkSettings {
  secrets: ProofOfWorkSecrets;
  /** PBKDF2 rounds per guess. */
  cost: number;
  /** The answer is a random counter from 0 to this. */
  maxNumber: number;
  ttlSeconds: number;
}

/** What became of a proof sent with a request; only `accepted` lets the request past a per-address threshold. */
export type ProofOutcome = 'accepted' | ChallengeProblem;

export interface ProofOfWork {
  /** A new signed challenge: its parameters, and the signature that makes them tamper-proof. */
  issue(): Promise<Challenge>;
  /** Checks a solved challenge (the header's value) and, when it is right, spends it: it never works twice. */
  redeem(payload: string | undefined): Promise<ProofOutcome>;
}

/** A solved challenge is a few hundred characters; the bound keeps absurd headers from being parsed. */
export const MAX_PROOF_LENGTH = 4096;

const hex = z.string().regex(/^[0-9a-f]+$/);
/** What a client sends (base64 of this JSON), as altcha's own widget sends it. */
const proofSchema = z.object({
  challenge: z.object({
    // Loose: the signature covers every parameter as sent, so none may be dropped before checking it.
    parameters: z.looseObject({
      algorithm: z.literal(PROOF_OF_WORK_ALGORITHM),
      expiresAt: z.number().int(),
    }),
    signature: hex,
  }),
  solution: z.object({ counter: z.number().int().min(0), derivedKey: hex.max(128) }),
});

function parseProof(payload: string): z.infer<typeof proofSchema> | undefined {
  if (payload.length > MAX_PROOF_LENGTH) return undefined;
  try {
    const parsed = proofSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Challenges in altcha's deterministic mode: identity picks the answer (a counter up to `maxNumber`), derives its
 * key once and signs it, so checking a solution is two HMACs and no key derivation. A client finds the answer by
 * trying counters from 0, `maxNumber / 2` guesses on average.
 */
export function createProofOfWork(
  settings: ProofOfWorkSettings,
  spent: SpentChallengeModel,
  now: () => Date,
): ProofOfWork {
  const { challengeKey, answerKey } = settings.secrets;
  return {
    issue: () =>
      createChallenge({
        algorithm: PROOF_OF_WORK_ALGORITHM,
        cost: settings.cost,
        counter: randomInt(settings.maxNumber),
        deriveKey,
        expiresAt: Math.floor(now().getTime() / 1000) + settings.ttlSeconds,
        hmacSignatureSecret: challengeKey,
        hmacKeySignatureSecret: answerKey,
      }),

    async redeem(payload) {
      if (!payload) return 'missing';
      const proof = parseProof(payload);
      if (!proof) return 'malformed';
      const { challenge, solution } = proof;
      // Expiry by identity's clock (the library's own check reads the system clock, which tests cannot move).
      if (challenge.parameters.expiresAt * 1000 <= now().getTime()) return 'expired';
      const result = await verifySolution({
        // The library checks the other parameters' types itself (a malformed one fails the signature check).
        challenge: { ...challenge, parameters: challenge.parameters as unknown as ChallengeParameters },
        solution,
        deriveKey,
        hmacSignatureSecret: challengeKey,
        hmacKeySignatureSecret: answerKey,
      });
      if (result.expired) return 'expired';
      if (!result.verified) return 'wrong';
      const expiresAt = new Date(challenge.parameters.expiresAt * 1000);
      return (await spendChallenge(spent, challenge.signature, expiresAt)) ? 'accepted' : 'spent';
    },
  };
}
