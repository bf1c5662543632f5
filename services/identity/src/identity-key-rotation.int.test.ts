import { tokenPairSchema } from '@mealbox/contracts';
import { createAccessTokenVerifier } from '@mealbox/platform';
import type { AccessTokenVerifier } from '@mealbox/platform';
import { RETIRED_KEY_RETENTION_SECONDS } from './config';
import { signingKeyModel } from './data/signing-key-model';
import { removeRetiredKeys, rotateSigningKeys } from './domain/signing-keys';
import { bearer, clientAddress, newCustomer, startTestIdentity } from '../test/identity-harness';
import type { TestIdentity } from '../test/identity-harness';

const kidOf = (token: string): string =>
  (JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()) as { kid: string }).kid;

/** Signing key rotation as `rotate-keys` does it, on the real MongoDB-wire server, seen from two instances. */
describe('identity signing key rotation', () => {
  let t: TestIdentity;
  let second: Awaited<ReturnType<TestIdentity['restart']>>;
  const jwksUrl = () => `http://127.0.0.1:${t.identity.port}/auth/jwks.json`;
  // A service that has never seen a token yet, so its key cache starts empty (as after its own restart).
  const freshVerifier = (): AccessTokenVerifier => createAccessTokenVerifier({ jwksUrl: jwksUrl() });

  beforeAll(async () => {
    t = await startTestIdentity();
    // A second instance on the same database: the key set must be shared, not per instance.
    second = await t.restart();
  });

  afterAll(async () => {
    await second.close();
    await t.stop();
  });

  async function signedIn(): Promise<{ access: string; refresh: string }> {
    const user = newCustomer();
    expect((await t.api.post('/auth/users/').send(user)).status).toBe(201);
    const res = await t.api
      .post('/auth/jwt/create/')
      .set(clientAddress())
      .send({ username: user.username, password: user.password });
    expect(res.status).toBe(200);
    return tokenPairSchema.parse(res.body);
  }

  it('when instances share a database, then they sign with the same key', () => {
    expect(second.keys.signing().kid).toBe(t.identity.keys.signing().kid);
  });

  it('when keys are rotated, then tokens of both keys verify during the overlap and the old one stops after removal', async () => {
    const keys = signingKeyModel(t.identity.admin.users.db);
    const before = await signedIn();
    const oldKid = kidOf(before.access);

    const rotatedAt = new Date();
    const { introduced, retired } = await rotateSigningKeys(keys, rotatedAt, RETIRED_KEY_RETENTION_SECONDS);
    expect(retired).toEqual([oldKid]);
    // Instances pick the change up on their next reload (every 30 s); the test does not wait for it.
    await Promise.all([t.identity.keys.reload(), second.keys.reload()]);

    const after = await signedIn();
    expect(kidOf(after.access)).toBe(introduced.kid);
    const jwks = await t.api.get('/auth/jwks.json');
    expect(jwks.body.keys.map((key: { kid: string }) => key.kid).sort()).toEqual(
      [oldKid, introduced.kid].sort(),
    );

    const verifier = freshVerifier();
    for (const token of [before.access, after.access]) {
      await expect(verifier.verify(token)).resolves.toMatchObject({ isStaff: false });
      expect((await t.api.get('/auth/users/me/').set(bearer(token))).status).toBe(200);
    }
    // A refresh token signed by the retired key still works, and comes back signed by the new one.
    const refreshed = await t.api.post('/auth/jwt/refresh/').send({ refresh: before.refresh });
    expect(refreshed.status).toBe(200);
    expect(kidOf(tokenPairSchema.parse(refreshed.body).access)).toBe(introduced.kid);

    // Not removed before its last token has expired...
    expect(await removeRetiredKeys(keys, new Date())).toEqual([]);
    // ...and removed once it has.
    const later = new Date(rotatedAt.getTime() + (RETIRED_KEY_RETENTION_SECONDS + 1) * 1000);
    expect(await removeRetiredKeys(keys, later)).toEqual([oldKid]);
    await Promise.all([t.identity.keys.reload(), second.keys.reload()]);

    const jwksAfter = await t.api.get('/auth/jwks.json');
    expect(jwksAfter.body.keys.map((key: { kid: string }) => key.kid)).toEqual([introduced.kid]);
    await expect(freshVerifier().verify(before.access)).rejects.toMatchObject({ reason: 'unknown_key' });
    await expect(freshVerifier().verify(after.access)).resolves.toMatchObject({ isStaff: false });
    expect((await t.api.get('/auth/users/me/').set(bearer(before.access))).status).toBe(401);
    expect((await t.api.get('/auth/users/me/').set(bearer(after.access))).status).toBe(200);
  });
});
