import { isApiError } from './api-error';

/** The request header identity reads a solved challenge from. */
export const PROOF_HEADER = 'X-Proof-Of-Work';

/** What solving a challenge needs; the defaults fetch from identity and solve in this browser. */
export interface ProofOfWorkDeps {
  /** GET /auth/challenge/. */
  fetchChallenge(signal?: AbortSignal): Promise<unknown>;
  /** The header value for a solved challenge, or null when it could not be solved (too slow, no Web Crypto). */
  solve(challenge: unknown, signal?: AbortSignal): Promise<string | null>;
  /** Told when solving starts (true) and ends (false), so the page can say it is checking the connection. */
  onSolving?(solving: boolean): void;
}

/**
 * Sends a request; when identity answers that a proof of work is required (a shared address past its limit), fetches
 * a challenge, solves it and sends the request once more with the solution. The visitor sees no error when that
 * works; when it cannot be solved, or the second answer is still a refusal, the caller gets that refusal (with its
 * wait) as usual.
 */
export async function withProofOfWork<T>(
  send: (headers?: Record<string, string>) => Promise<T>,
  deps: ProofOfWorkDeps,
  signal?: AbortSignal,
): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!isApiError(error) || !error.challengeRequired) throw error;
    let proof: string | null;
    deps.onSolving?.(true);
    try {
      proof = await deps.solve(await deps.fetchChallenge(signal), signal);
    } catch {
      // The challenge could not be fetched or solved: the refusal the visitor would have had is the honest answer.
      proof = null;
    } finally {
      deps.onSolving?.(false);
    }
    if (proof === null || signal?.aborted) throw error;
    return send({ [PROOF_HEADER]: proof });
  }
}
