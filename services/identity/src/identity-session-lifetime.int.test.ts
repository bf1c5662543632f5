import { tokenPairSchema } from '@mealbox/contracts';
import { REFRESH_TOKEN_TTL_SECONDS, SESSION_TTL_SECONDS } from './config';
import { clientAddress, newCustomer, startTestIdentity } from '../test/identity-harness';
import type { TestIdentity } from '../test/identity-harness';

const DAY_MS = 24 * 3600 * 1000;

/** A refresh session's two lifetimes: idle (14 days unused) and absolute (30 days from sign-in, however used). */
describe('refresh session lifetime', () => {
  let t: TestIdentity;
  let clock = Date.now();

  beforeAll(async () => {
    t = await startTestIdentity({}, { now: () => new Date(clock) });
  });

  afterAll(async () => {
    await t.stop();
  });

  const refresh = (token: string) => t.api.post('/auth/jwt/refresh/').send({ refresh: token });
  const claimsOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      iat: number;
      exp: number;
    };

  async function signedIn(): Promise<string> {
    const user = newCustomer();
    expect((await t.api.post('/auth/users/').send(user)).status).toBe(201);
    const res = await t.api
      .post('/auth/jwt/create/')
      .set(clientAddress())
      .send({ username: user.username, password: user.password });
    expect(res.status).toBe(200);
    return tokenPairSchema.parse(res.body).refresh;
  }

  it('when a session is refreshed every 13 days, then it still ends 30 days after the sign-in', async () => {
    expect(SESSION_TTL_SECONDS).toBeGreaterThan(REFRESH_TOKEN_TTL_SECONDS);
    const signedInAt = clock;
    let token = await signedIn();
    expect(claimsOf(token).exp - claimsOf(token).iat).toBe(REFRESH_TOKEN_TTL_SECONDS);

    for (const day of [13, 26]) {
      clock = signedInAt + day * DAY_MS;
      const res = await refresh(token);
      expect(res.status).toBe(200);
      token = tokenPairSchema.parse(res.body).refresh;
    }
    // The token given on day 26 lives to the session's end (day 30), not to day 40.
    expect(claimsOf(token).exp).toBe(Math.floor(signedInAt / 1000) + SESSION_TTL_SECONDS);

    clock = signedInAt + SESSION_TTL_SECONDS * 1000 + 60_000;
    expect((await refresh(token)).status).toBe(401);
  });

  it('when a refresh token lies unused beyond 14 days, then it has expired', async () => {
    const token = await signedIn();
    clock += (REFRESH_TOKEN_TTL_SECONDS + 60) * 1000;
    expect((await refresh(token)).status).toBe(401);
  });
});
