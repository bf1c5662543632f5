import request from 'supertest';
import { createHttpApp } from '../http/create-http-app';
import { createLogger } from '../logging/create-logger';
import { createServiceMetrics } from '../metrics/service-metrics';
import { createAccessRevocations } from './access-revocations';
import { createAccessTokenVerifier } from './access-token-verifier';
import { authenticate, requireAdmin, requireUser, requiredAuthUser } from './authenticate';
import { JwtError, es256Jwk } from './jwt';
import type { AccessTokenVerifier } from './access-token-verifier';
import { testAccessToken, testSigningKey } from '../../test/access-tokens';
import type { TestSigningKey } from '../../test/access-tokens';

const first = testSigningKey();
const second = testSigningKey();
const accessToken = (signing: TestSigningKey = first, extra: Record<string, unknown> = {}) =>
  testAccessToken(signing, extra);

/** The three kinds of route behind `authenticate`: public, signed in, and staff. */
function appWith(verifier: AccessTokenVerifier) {
  return createHttpApp({
    logger: createLogger('test', 'silent'),
    metrics: createServiceMetrics('test'),
    routes(router) {
      router.use(authenticate(verifier));
      router.get('/public', (_req, res) => void res.json({ ok: true }));
      router.get('/me', requireUser, (_req, res) => void res.json(requiredAuthUser(res)));
      router.get('/admin', requireAdmin, (_req, res) => void res.json({ admin: true }));
    },
  });
}

function jwksFetch(keysByCall: Array<Array<ReturnType<typeof es256Jwk>>>) {
  let call = 0;
  const fetchMock = jest.fn(async () => {
    const keys = keysByCall[Math.min(call++, keysByCall.length - 1)] ?? [];
    return new Response(JSON.stringify({ keys }), { headers: { 'content-type': 'application/json' } });
  });
  return fetchMock;
}

describe('access token verifier', () => {
  it('when keys are passed in, then a valid access token gives the user', async () => {
    const verifier = createAccessTokenVerifier({ publicKeys: [first.publicKey] });
    await expect(verifier.verify(accessToken())).resolves.toEqual({
      id: 'u1',
      username: 'ada',
      isStaff: false,
      isSuperuser: false,
    });
  });

  it('when a token comes from a JWKS URL, then the set is fetched once and cached', async () => {
    const fetchMock = jwksFetch([[es256Jwk(first.publicKey)]]);
    const verifier = createAccessTokenVerifier({ jwksUrl: 'http://identity/jwks', fetch: fetchMock });
    await verifier.verify(accessToken());
    await verifier.verify(accessToken());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('when a token names an unknown kid, then the set is re-fetched, but no more than the rate allows', async () => {
    const fetchMock = jwksFetch([[es256Jwk(first.publicKey)], [es256Jwk(second.publicKey)]]);
    const verifier = createAccessTokenVerifier({
      jwksUrl: 'http://identity/jwks',
      fetch: fetchMock,
      requestsPerMinute: 1,
    });
    await verifier.verify(accessToken());
    // the set was fetched moments ago, so a new kid is refused without asking identity again
    await expect(verifier.verify(accessToken(second))).rejects.toBeInstanceOf(JwtError);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const eager = createAccessTokenVerifier({
      jwksUrl: 'http://identity/jwks',
      fetch: jwksFetch([
        [es256Jwk(first.publicKey)],
        [es256Jwk(second.publicKey), es256Jwk(first.publicKey)],
      ]),
    });
    await eager.verify(accessToken());
    await expect(eager.verify(accessToken(second))).resolves.toMatchObject({ id: 'u1' });
    const forged = accessToken({ ...second, kid: 'forged-kid' });
    await expect(eager.verify(forged)).rejects.toMatchObject({ reason: 'unknown_key' });
  });

  it('when the JWKS cannot be fetched and no key is held, then it reports the keys unavailable', async () => {
    const verifier = createAccessTokenVerifier({
      jwksUrl: 'http://identity/jwks',
      fetch: jest.fn(async () => {
        throw new Error('connection refused');
      }),
    });
    await expect(verifier.verify(accessToken())).rejects.toMatchObject({ name: 'KeySetUnavailableError' });
  });
});

describe('access tokens while the revocations are not being heard', () => {
  it('when the revocation feed is down, then every token is refused as uncheckable (503), and accepted again once it is back', async () => {
    let heard = false;
    const verifier = createAccessTokenVerifier({
      publicKeys: [first.publicKey],
      revocations: createAccessRevocations(),
      revocationsHeard: () => heard,
    });
    const app = appWith(verifier);
    const down = await request(app).get('/me').set('Authorization', `JWT ${accessToken()}`);
    expect(down.status).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.body.detail).toBe('Sign-in cannot be checked right now. Please retry.');
    // Nothing signed-out depends on it.
    expect((await request(app).get('/public')).status).toBe(200);
    heard = true;
    const back = await request(app).get('/me').set('Authorization', `JWT ${accessToken()}`);
    expect(back.status).toBe(200);
  });
});

describe('authenticate middleware', () => {
  const verifier = createAccessTokenVerifier({ publicKeys: [first.publicKey] });
  const app = appWith(verifier);

  it("when the header is 'JWT <token>' or 'Bearer <token>', then the user is known", async () => {
    for (const scheme of ['JWT', 'Bearer']) {
      const res = await request(app).get('/me').set('Authorization', `${scheme} ${accessToken()}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: 'u1', username: 'ada' });
    }
  });

  it('when no token is sent to a guarded route, then it answers 401 problem+json with WWW-Authenticate', async () => {
    const res = await request(app).get('/me');
    expect(res.status).toBe(401);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.headers['www-authenticate']).toContain('JWT');
    expect(res.body.detail).toBe('Authentication credentials were not provided.');
  });

  it('when a bad, expired or refresh-type token is sent, then guarded routes answer 401 and public ones still work', async () => {
    const past = Math.floor(Date.now() / 1000) - 3600;
    for (const token of [
      'garbage',
      accessToken(second),
      accessToken(first, { exp: past, iat: past - 600 }),
      accessToken(first, { typ: 'refresh' }),
    ]) {
      const res = await request(app).get('/me').set('Authorization', `JWT ${token}`);
      expect(res.status).toBe(401);
      expect(res.body.detail).toBe('The access token is invalid or expired.');
      expect((await request(app).get('/public').set('Authorization', `JWT ${token}`)).status).toBe(200);
    }
  });

  it('when a customer calls an admin route, then 403; staff without superuser also 403; admin 200', async () => {
    const customer = await request(app).get('/admin').set('Authorization', `JWT ${accessToken()}`);
    expect(customer.status).toBe(403);
    const staffOnly = accessToken(first, { is_staff: true });
    expect((await request(app).get('/admin').set('Authorization', `JWT ${staffOnly}`)).status).toBe(403);
    const admin = accessToken(first, { is_staff: true, is_superuser: true });
    expect((await request(app).get('/admin').set('Authorization', `JWT ${admin}`)).status).toBe(200);
    expect((await request(app).get('/admin')).status).toBe(401);
  });
});
