import mongoose from 'mongoose';
import request from 'supertest';
import { tokenPairSchema } from '@mealbox/contracts';
import { databaseUrl, documentedAnswerProblems } from '@mealbox/test-support';
import { spentChallengeModel } from './data/spent-challenge-model';
import { spendChallenge, sweepSpentChallenges } from './domain/spent-challenges';
import { identityApiDocument } from './http/identity-api-document';
import { clientAddress, newCustomer, startTestIdentity } from '../test/identity-harness';
import type { TestIdentity } from '../test/identity-harness';
import { challengeSignedWith, fetchAndSolve, solvedProof } from '../test/proof-of-work';

const HMAC_KEY = 'test-proof-of-work-key-of-forty-characters';
const PROOF = 'X-Proof-Of-Work';
const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('identity: proof of work past the per-address limits, on the real MongoDB-wire server', () => {
  let t: TestIdentity;

  beforeAll(async () => {
    t = await startTestIdentity({
      PROOF_OF_WORK_HMAC_KEY: HMAC_KEY,
      // Cheap challenges: the tests are about the rules, the bench about the cost.
      PROOF_OF_WORK_COST: '10',
      PROOF_OF_WORK_MAX_NUMBER: '50',
      REGISTRATION_LIMIT: '2/3600',
      REGISTRATION_SOLVED_LIMIT: '3/3600',
      PASSWORD_RESET_LIMIT: '1/900',
      SIGN_IN_FREE_FAILURES_PER_CLIENT: '3',
      SIGN_IN_FREE_FAILURES_PER_ACCOUNT_AND_CLIENT: '2',
      SIGN_IN_FIRST_DELAY_SECONDS: '30',
    });
  });

  afterAll(async () => {
    await t.stop();
  });

  /** An address that has used up its free registrations. */
  async function addressOverTheRegistrationLimit() {
    const address = clientAddress();
    for (let i = 0; i < 2; i++)
      expect((await t.api.post('/auth/users/').set(address).send(newCustomer())).status).toBe(201);
    return address;
  }
  const register = (address: Record<string, string>, proof?: string) =>
    t.api
      .post('/auth/users/')
      .set({ ...address, ...(proof ? { [PROOF]: proof } : {}) })
      .send(newCustomer());

  it('when a page asks for a challenge, then it gets a signed one that expires within minutes and is never cached', async () => {
    const res = await t.api.get('/auth/challenge/');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(
      documentedAnswerProblems(
        identityApiDocument,
        { method: 'GET', path: '/auth/challenge/', status: 200 },
        res.body,
      ),
    ).toEqual([]);
    expect(res.body.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 10 });
    expect(res.body.parameters.expiresAt - nowSeconds()).toBeGreaterThan(290);
    expect(res.body.parameters.expiresAt - nowSeconds()).toBeLessThanOrEqual(300);
  });

  it('when an address past its registration limit sends no solution, then 429 says a challenge is required, with the usual wait sentence', async () => {
    const refused = await register(await addressOverTheRegistrationLimit());
    expect(refused.status).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    expect(refused.body).toMatchObject({
      detail: 'Too many attempts. Please wait 60 minutes and try again.',
      challenge_required: true,
      challenge_problem: 'missing',
    });
    expect(
      documentedAnswerProblems(
        identityApiDocument,
        { method: 'POST', path: '/auth/users/', status: 429, contentType: 'application/problem+json' },
        refused.body,
      ),
    ).toEqual([]);
  });

  it('when an address past its registration limit sends a solved challenge, then it registers', async () => {
    const address = await addressOverTheRegistrationLimit();
    const res = await register(address, await fetchAndSolve(t.api));
    expect(res.status).toBe(201);
  });

  it('when a solved challenge is sent a second time, then it is refused as spent', async () => {
    const address = await addressOverTheRegistrationLimit();
    const proof = await fetchAndSolve(t.api);
    expect((await register(address, proof)).status).toBe(201);
    const replayed = await register(address, proof);
    expect(replayed.status).toBe(429);
    expect(replayed.body).toMatchObject({ challenge_required: true, challenge_problem: 'spent' });
  });

  it('when two instances are sent the same solution at the same moment, then exactly one accepts it', async () => {
    const second = await t.restart();
    try {
      const other = request(`http://127.0.0.1:${second.port}`);
      for (let round = 0; round < 3; round++) {
        const address = await addressOverTheRegistrationLimit();
        const proof = await fetchAndSolve(t.api);
        const answers = await Promise.all(
          [t.api, other].map((api) =>
            api
              .post('/auth/users/')
              .set({ ...address, [PROOF]: proof })
              .send(newCustomer()),
          ),
        );
        expect(answers.map((res) => res.status).sort()).toEqual([201, 429]);
      }
    } finally {
      await second.close();
    }
  });

  it('when the challenge has expired, then the solution is refused as expired', async () => {
    const address = await addressOverTheRegistrationLimit();
    const stale = await challengeSignedWith(HMAC_KEY, nowSeconds() - 1);
    const refused = await register(address, await solvedProof(stale));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ challenge_required: true, challenge_problem: 'expired' });
  });

  it('when the solution is wrong, signed with another key or not a solution at all, then it is refused and nothing is registered', async () => {
    const address = await addressOverTheRegistrationLimit();
    const challenge = await challengeSignedWith(HMAC_KEY, nowSeconds() + 60);
    // The derived key is the proof (its signature is in the challenge); the counter only says where it was found.
    const wrongKey = await solvedProof(challenge, (proof) => {
      const { solution } = proof as { solution: { derivedKey: string } };
      solution.derivedKey = `${solution.derivedKey.slice(0, -2)}00`;
      return proof;
    });
    const otherSigner = await solvedProof(
      await challengeSignedWith('some-other-key-that-is-long-enough-for-it', nowSeconds() + 60),
    );
    const raisedCost = await solvedProof(challenge, (proof) => {
      const { challenge: sent } = proof as { challenge: { parameters: { cost: number } } };
      sent.parameters.cost = 1;
      return proof;
    });
    for (const proof of [wrongKey, otherSigner, raisedCost]) {
      const body = newCustomer();
      const refused = await t.api
        .post('/auth/users/')
        .set({ ...address, [PROOF]: proof })
        .send(body);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ challenge_required: true, challenge_problem: 'wrong' });
      const signIn = await t.api
        .post('/auth/jwt/create/')
        .send({ username: body.username, password: body.password });
      expect(signIn.status).toBe(401);
    }
    for (const garbage of [
      'not base64 json',
      Buffer.from('{"challenge":1}').toString('base64'),
      'x'.repeat(5000),
    ]) {
      const refused = await register(address, garbage);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ challenge_required: true, challenge_problem: 'malformed' });
    }
    // The right solution of the same challenge still works: the refusals spent nothing.
    expect((await register(address, await solvedProof(challenge))).status).toBe(201);
  });

  it('when an address under its limit sends a solution, then it is not spent', async () => {
    const proof = await fetchAndSolve(t.api);
    expect((await register(clientAddress(), proof)).status).toBe(201);
    expect((await register(await addressOverTheRegistrationLimit(), proof)).status).toBe(201);
  });

  it('when an address that solves reaches its far higher ceiling, then it is refused without a challenge', async () => {
    const address = await addressOverTheRegistrationLimit();
    for (let i = 0; i < 3; i++)
      expect((await register(address, await fetchAndSolve(t.api))).status).toBe(201);
    const refused = await register(address, await fetchAndSolve(t.api));
    expect(refused.status).toBe(429);
    expect(refused.body.challenge_required).toBeUndefined();
    expect(refused.body.detail).toMatch(/^Too many attempts\. Please wait \d+ minutes and try again\.$/);
  });

  it('when an address waits after failed sign-ins on many accounts, then a customer there signs in with a solved challenge and not without', async () => {
    const customer = newCustomer();
    expect((await t.api.post('/auth/users/').set(clientAddress()).send(customer)).status).toBe(201);
    const shared = clientAddress();
    for (let i = 0; i < 3; i++) {
      const failed = await t.api
        .post('/auth/jwt/create/')
        .set(shared)
        .send({ username: `nobody-${i}-${Date.now()}`, password: 'wrong-password' });
      expect(failed.status).toBe(401);
    }
    const credentials = { username: customer.username, password: customer.password };
    const asked = await t.api.post('/auth/jwt/create/').set(shared).send(credentials);
    expect(asked.status).toBe(429);
    expect(asked.body).toMatchObject({ challenge_required: true, challenge_problem: 'missing' });
    expect(asked.body.detail).toMatch(
      /^Too many sign-in attempts\. Please wait \d+ seconds and try again\.$/,
    );
    const solved = await t.api
      .post('/auth/jwt/create/')
      .set({ ...shared, [PROOF]: await fetchAndSolve(t.api) })
      .send(credentials);
    expect(solved.status).toBe(200);
    tokenPairSchema.parse(solved.body);
  });

  it('when one account has failed too often from an address, then a solved challenge does not get past that account’s wait', async () => {
    const customer = newCustomer();
    expect((await t.api.post('/auth/users/').set(clientAddress()).send(customer)).status).toBe(201);
    const guesser = clientAddress();
    for (let i = 0; i < 2; i++) {
      const failed = await t.api
        .post('/auth/jwt/create/')
        .set(guesser)
        .send({ username: customer.username, password: `guess-${i}-password` });
      expect(failed.status).toBe(401);
    }
    const refused = await t.api
      .post('/auth/jwt/create/')
      .set({ ...guesser, [PROOF]: await fetchAndSolve(t.api) })
      .send({ username: customer.username, password: 'guess-2-password' });
    expect(refused.status).toBe(429);
    expect(refused.body.challenge_required).toBeUndefined();
  });

  it('when an address past its password-reset limit asks for a link, then it needs a solved challenge', async () => {
    const address = clientAddress();
    const ask = (proof?: string) =>
      t.api
        .post('/auth/users/reset_password/')
        .set({ ...address, ...(proof ? { [PROOF]: proof } : {}) })
        .send({ email: 'someone@example.co.uk' });
    expect((await ask()).status).toBe(204);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ challenge_required: true });
    expect((await ask(await fetchAndSolve(t.api))).status).toBe(204);
  });
});

describe('identity: the proof-of-work key and spent challenges, with no key configured', () => {
  let t: TestIdentity;

  beforeAll(async () => {
    t = await startTestIdentity({
      PROOF_OF_WORK_COST: '10',
      PROOF_OF_WORK_MAX_NUMBER: '50',
      REGISTRATION_LIMIT: '1/3600',
    });
  });

  afterAll(async () => {
    await t.stop();
  });

  it('when no key is configured, then a challenge issued by one instance is accepted by another on the same database', async () => {
    const second = await t.restart();
    try {
      const address = clientAddress();
      expect((await t.api.post('/auth/users/').set(address).send(newCustomer())).status).toBe(201);
      const proof = await fetchAndSolve(request(`http://127.0.0.1:${second.port}`));
      const res = await t.api
        .post('/auth/users/')
        .set({ ...address, [PROOF]: proof })
        .send(newCustomer());
      expect(res.status).toBe(201);
    } finally {
      await second.close();
    }
  });

  it('when spent challenges have expired, then the sweep removes them and keeps the others', async () => {
    const connection = await mongoose.createConnection(databaseUrl(t.databaseName)).asPromise();
    try {
      const spent = spentChallengeModel(connection);
      const now = new Date();
      expect(await spendChallenge(spent, 'expired-one', new Date(now.getTime() - 1000))).toBe(true);
      expect(await spendChallenge(spent, 'live-one', new Date(now.getTime() + 60_000))).toBe(true);
      expect(await spendChallenge(spent, 'live-one', new Date(now.getTime() + 60_000))).toBe(false);
      await sweepSpentChallenges(spent, now);
      expect(await spent.findById('expired-one').lean()).toBeNull();
      expect(await spent.findById('live-one').lean()).not.toBeNull();
    } finally {
      await connection.close();
    }
  });
});
