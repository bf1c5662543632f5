/** Long enough for a slow phone to finish (the default challenge takes it a second or two), short of giving up. */
const SOLVE_TIMEOUT_MS = 30_000;

interface ChallengeShape {
  parameters: { algorithm: string; keyPrefix: string; nonce: string; salt: string; cost: number };
  signature: string;
}

function isChallenge(value: unknown): value is ChallengeShape {
  const challenge = value as Partial<ChallengeShape> | null;
  const parameters = challenge?.parameters;
  return (
    typeof challenge?.signature === 'string' &&
    typeof parameters === 'object' &&
    parameters !== null &&
    parameters.algorithm === 'PBKDF2/SHA-256' &&
    typeof parameters.keyPrefix === 'string' &&
    typeof parameters.cost === 'number'
  );
}

/**
 * Solves identity's challenge in this browser with altcha-lib and returns the `X-Proof-Of-Work` value (base64 of
 * `{challenge, solution}`), or null when it cannot be solved here. altcha-lib is loaded only now, in a chunk of its
 * own, so pages carry none of it until a shared address meets a limit. Each guess is one Web Crypto PBKDF2 call,
 * which runs off the main thread, so the page stays responsive without a Web Worker.
 */
export async function solveChallengeInBrowser(
  challenge: unknown,
  signal?: AbortSignal,
): Promise<string | null> {
  if (!isChallenge(challenge) || typeof globalThis.crypto?.subtle === 'undefined') return null;
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import(/* webpackChunkName: "proof-of-work" */ 'altcha-lib'),
    import(/* webpackChunkName: "proof-of-work" */ 'altcha-lib/algorithms/web/pbkdf2'),
  ]);
  const controller = new AbortController();
  signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const solution = await solveChallenge({
    // Checked above for what the solver reads; the rest goes back to identity unchanged, signed as it came.
    challenge: challenge as unknown as Parameters<typeof solveChallenge>[0]['challenge'],
    deriveKey,
    controller,
    timeout: SOLVE_TIMEOUT_MS,
  });
  if (!solution) return null;
  const proof = { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
  return btoa(JSON.stringify(proof));
}
