import { tokenPairSchema } from '@mealbox/contracts';
import { createPasswordHasher } from './domain/password-hasher';
import type { PasswordHasher } from './domain/password-hasher';
import { clientAddress, newCustomer, startTestIdentity } from '../test/identity-harness';
import type { TestIdentity } from '../test/identity-harness';

/**
 * Cheap scrypt made slow on purpose: each check takes a steady 150 ms, so queues fill the same way on every
 * run, and the hasher records how many ran at once.
 */
function observedSlowHasher() {
  const fast = createPasswordHasher({ N: 2 ** 10, r: 8, p: 1, keyLength: 64, saltLength: 16 });
  const seen = { running: 0, peak: 0 };
  const slow =
    <A extends unknown[], R>(work: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      seen.running++;
      seen.peak = Math.max(seen.peak, seen.running);
      try {
        await new Promise((resolve) => setTimeout(resolve, 150));
        return await work(...args);
      } finally {
        seen.running--;
      }
    };
  const hasher: PasswordHasher = {
    hash: slow(fast.hash),
    verify: slow(fast.verify),
    verifyDummy: slow(fast.verifyDummy),
  };
  return { hasher, seen };
}

const WAIT_SENTENCE = /Please wait \d+ (seconds?|minutes?) and try again\.$/;

describe('identity abuse limits on the real MongoDB-wire server', () => {
  let t: TestIdentity;
  const observed = observedSlowHasher();

  beforeAll(async () => {
    t = await startTestIdentity(
      {
        SIGN_IN_FIRST_DELAY_SECONDS: '30',
        SIGN_IN_FREE_FAILURES_PER_CLIENT: '8',
        SIGN_IN_ACCOUNT_CEILING: '12/900',
        SIGN_IN_ACCOUNT_CEILING_WAIT_SECONDS: '20',
        REGISTRATION_LIMIT: '3/3600',
        TOKEN_REFRESH_LIMIT: '3/60',
        SCRYPT_MAX_RUNNING: '1',
        SCRYPT_MAX_WAITING: '2',
      },
      { hasher: observed.hasher },
    );
  });

  afterAll(async () => {
    await t.stop();
  });

  // Registrations here each come from an address of their own, unless a test is about one address's limit.
  async function registered() {
    const body = newCustomer();
    const res = await t.api.post('/auth/users/').set(clientAddress()).send(body);
    expect(res.status).toBe(201);
    return body;
  }
  const signIn = (username: string, password: string, address = clientAddress()) =>
    t.api.post('/auth/jwt/create/').set(address).send({ username, password });

  describe('sign-in', () => {
    it('when one address sends 50 wrong passwords, then only the first 5 are checked and the owner still signs in from another address', async () => {
      const owner = await registered();
      const attacker = clientAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 50; i++)
        statuses.push((await signIn(owner.username, `guess-${i}-password`, attacker)).status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(45);
      const refused = await signIn(owner.username, owner.password, attacker);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(20);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(30);
      expect(refused.body.detail).toMatch(WAIT_SENTENCE);

      const ownerSignIn = await signIn(owner.username, owner.password);
      expect(ownerSignIn.status).toBe(200);
      tokenPairSchema.parse(ownerSignIn.body);
    });

    it('when guessers spread over many addresses pass the account ceiling, then everyone is asked for a short wait, and only that', async () => {
      const owner = await registered();
      for (let i = 0; i < 12; i++)
        expect((await signIn(owner.username, `spread-${i}-guess`)).status).toBe(401);
      const asked = await signIn(owner.username, owner.password);
      expect(asked.status).toBe(429);
      const retryAfter = Number(asked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(20);
      expect(asked.body).toMatchObject({ status: 429, title: 'Too Many Requests' });
      expect(asked.body.detail).toMatch(
        /^Too many sign-in attempts\. Please wait \d+ seconds? and try again\.$/,
      );
      // another account is not affected by this one's ceiling
      const other = await registered();
      expect((await signIn(other.username, other.password)).status).toBe(200);
    });

    it('when one address fails on many accounts past its free tries, then it waits and other addresses do not', async () => {
      const user = await registered();
      const sprayer = clientAddress();
      for (let i = 0; i < 8; i++)
        expect((await signIn(`nobody-${i}-${Date.now()}`, 'spray-password', sprayer)).status).toBe(401);
      const refused = await signIn(user.username, user.password, sprayer);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(20);
      expect((await signIn(user.username, user.password)).status).toBe(200);
    });
  });

  describe('registration and tokens', () => {
    it('when one address registers past its limit, then 429 with Retry-After and a sentence to wait; another address still registers', async () => {
      const address = clientAddress();
      for (let i = 0; i < 3; i++)
        expect((await t.api.post('/auth/users/').set(address).send(newCustomer())).status).toBe(201);
      const refused = await t.api.post('/auth/users/').set(address).send(newCustomer());
      expect(refused.status).toBe(429);
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
      expect(refused.body.detail).toBe('Too many attempts. Please wait 60 minutes and try again.');
      await registered();
    });

    it('when one address refreshes past its limit, then 429 with Retry-After', async () => {
      const user = await registered();
      const address = clientAddress();
      let refresh = tokenPairSchema.parse((await signIn(user.username, user.password, address)).body).refresh;
      for (let i = 0; i < 3; i++) {
        const res = await t.api.post('/auth/jwt/refresh/').set(address).send({ refresh });
        expect(res.status).toBe(200);
        refresh = tokenPairSchema.parse(res.body).refresh;
      }
      const refused = await t.api.post('/auth/jwt/refresh/').set(address).send({ refresh });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(refused.body.detail).toMatch(WAIT_SENTENCE);
    });

    it('when a burst of registrations arrives, then one hash runs at a time, two wait, and the rest get 503 with Retry-After at once', async () => {
      observed.seen.peak = 0;
      const started = Date.now();
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => t.api.post('/auth/users/').set(clientAddress()).send(newCustomer())),
      );
      const statuses = answers.map((res) => res.status);
      expect(observed.seen.peak).toBe(1);
      expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(3);
      const busy = answers.filter((res) => res.status === 503);
      expect(busy.length).toBeGreaterThan(0);
      expect(busy.length + statuses.filter((status) => status === 201).length).toBe(12);
      for (const res of busy) {
        expect(res.headers['retry-after']).toBe('5');
        expect(res.body.detail).toBe('We are very busy just now. Please wait a few seconds and try again.');
      }
      // The refused ones never queued behind the hashes: the whole burst ends in about the accepted hashes' time.
      expect(Date.now() - started).toBeLessThan(12 * 150);
    });
  });
});
