/* eslint-disable @typescript-eslint/no-require-imports -- see below */
import type * as AltchaLib from 'altcha-lib' with { 'resolution-mode': 'import' };
import type * as AltchaPbkdf2 from 'altcha-lib/algorithms/pbkdf2' with { 'resolution-mode': 'import' };

/*
 * altcha-lib ships a CommonJS build beside its ES modules, but its types describe only the ES modules, which a
 * CommonJS service (Node16 resolution) may not import by name. So the CommonJS build is required here, typed by
 * the ES modules' declarations (the two builds have the same exports).
 */
export const { createChallenge, randomInt, solveChallenge, verifySolution } =
  require('altcha-lib') as typeof AltchaLib;
/** PBKDF2 through node:crypto (the key derivation of `PROOF_OF_WORK_ALGORITHM`). */
export const { deriveKey } = require('altcha-lib/algorithms/pbkdf2') as typeof AltchaPbkdf2;
export type Challenge = AltchaLib.Challenge;
export type ChallengeParameters = AltchaLib.ChallengeParameters;
