import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { createSession } from '../session/create-session';
import type { FetchLike } from './api-client';
import { ApiError } from './api-error';
import { PROOF_HEADER, withProofOfWork, type ProofOfWorkDeps } from './proof-of-work';
import { solveChallengeInBrowser } from './solve-challenge';

const limited = (challengeRequired: boolean) =>
  new ApiError(
    {
      type: 'about:blank',
      title: 'Too Many Requests',
      status: 429,
      detail: 'Too many attempts. Please wait 60 minutes and try again.',
      ...(challengeRequired ? { challenge_required: true as const } : {}),
    },
    { retryAfterSeconds: 3600 },
  );

/** A request that answers from a queue (an error is thrown), recording the headers of each try. */
function fakeSend(...answers: unknown[]) {
  const sent: Array<Record<string, string> | undefined> = [];
  const send = async (headers?: Record<string, string>) => {
    sent.push(headers);
    const answer = answers.shift();
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { send, sent };
}

function fakeDeps(solution: string | null = 'solved') {
  const solving: boolean[] = [];
  const deps: ProofOfWorkDeps = {
    fetchChallenge: jest.fn(async () => ({ parameters: {}, signature: 'sig' })),
    solve: jest.fn(async () => solution),
    onSolving: (value) => solving.push(value),
  };
  return { deps, solving };
}

/** A small real challenge, as identity issues them (PBKDF2/SHA-256, deterministic), signed with a test key. */
const testChallenge = () =>
  createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 10,
    counter: 25,
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + 300,
    hmacSignatureSecret: 'a-test-key-for-challenge-signatures',
    hmacKeySignatureSecret: 'a-test-key-for-answer-signatures',
  });

describe('proof of work in the browser', () => {
  it('when identity asks for a proof of work, then the helper solves a challenge and sends again, and the caller sees only the success', async () => {
    const { send, sent } = fakeSend(limited(true), { id: 7 });
    const { deps, solving } = fakeDeps();
    await expect(withProofOfWork(send, deps)).resolves.toEqual({ id: 7 });
    expect(sent).toEqual([undefined, { [PROOF_HEADER]: 'solved' }]);
    expect(solving).toEqual([true, false]);
  });

  it('when a 429 does not ask for a proof of work, then it is passed on and no challenge is fetched', async () => {
    const refusal = limited(false);
    const { send, sent } = fakeSend(refusal);
    const { deps, solving } = fakeDeps();
    await expect(withProofOfWork(send, deps)).rejects.toBe(refusal);
    expect(sent).toHaveLength(1);
    expect(deps.fetchChallenge).not.toHaveBeenCalled();
    expect(solving).toEqual([]);
  });

  it('when the challenge cannot be solved, then the visitor gets the refusal with its wait', async () => {
    const refusal = limited(true);
    const { send, sent } = fakeSend(refusal);
    const { deps, solving } = fakeDeps(null);
    await expect(withProofOfWork(send, deps)).rejects.toBe(refusal);
    expect(sent).toHaveLength(1);
    expect(solving).toEqual([true, false]);
  });

  it('when the solved request is refused again, then that refusal is passed on and nothing is sent a third time', async () => {
    const again = limited(true);
    const { send, sent } = fakeSend(limited(true), again);
    await expect(withProofOfWork(send, fakeDeps().deps)).rejects.toBe(again);
    expect(sent).toHaveLength(2);
  });

  it('when a real challenge is solved with Web Crypto, then the header carries the challenge as sent and the answer', async () => {
    const challenge = await testChallenge();
    const proof = await solveChallengeInBrowser(challenge);
    expect(proof).not.toBeNull();
    const decoded = JSON.parse(atob(proof ?? '')) as { challenge: unknown; solution: { counter: number } };
    expect(decoded.challenge).toEqual(challenge);
    expect(decoded.solution.counter).toBe(25);
  });

  it('when the answer is not a challenge, then nothing is solved', async () => {
    await expect(solveChallengeInBrowser({ parameters: { algorithm: 'SHA-1' } })).resolves.toBeNull();
    await expect(solveChallengeInBrowser('nonsense')).resolves.toBeNull();
  });

  it('when registration from a shared address is asked for a proof of work, then the session fetches a challenge and registers with the solution', async () => {
    const challenge = await testChallenge();
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const answers = [
      new Response(
        JSON.stringify({
          type: 'about:blank',
          title: 'Too Many Requests',
          status: 429,
          challenge_required: true,
        }),
        { status: 429, headers: { 'Content-Type': 'application/problem+json', 'Retry-After': '3600' } },
      ),
      new Response(JSON.stringify(challenge), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
      new Response(JSON.stringify({ id: 'u1', username: 'ada' }), {
        status: 201,
        headers: { 'Content-Type': 'application/json' },
      }),
    ];
    const fetch: FetchLike = async (url, init) => {
      calls.push({ url, init });
      const next = answers.shift();
      if (!next) throw new Error('unexpected request');
      return next;
    };
    const solving: boolean[] = [];
    const session = createSession({
      fetch,
      storage: () => undefined,
      eventTarget: new EventTarget(),
      proofOfWork: {
        fetchChallenge: (signal) => session.api.get('/auth/challenge/', { signal }),
        solve: solveChallengeInBrowser,
        onSolving: (value) => solving.push(value),
      },
    });
    const registration = {
      username: 'ada',
      password: 'plum-tart-on-sunday',
      email: 'a@b.co',
      first_name: 'A',
      last_name: 'L',
    };
    await expect(session.register(registration)).resolves.toEqual({ id: 'u1', username: 'ada' });
    expect(calls.map(({ url, init }) => `${init.method} ${url}`)).toEqual([
      'POST /auth/users/',
      'GET /auth/challenge/',
      'POST /auth/users/',
    ]);
    const proof = new Headers(calls[2]?.init.headers).get(PROOF_HEADER);
    expect(JSON.parse(atob(proof ?? '')).challenge).toEqual(challenge);
    expect(calls[2]?.init.body).toBe(calls[0]?.init.body);
    expect(solving).toEqual([true, false]);
  });
});
