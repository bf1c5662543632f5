import { generateKeyPairSync } from 'node:crypto';
import type { EventBus } from '../events/event-bus';
import { createLogger } from '../logging/create-logger';
import { es256Jwk, signJwt } from './jwt';
import { startTokenChecks } from './start-token-checks';

const keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });

function accessToken() {
  const now = Math.floor(Date.now() / 1000);
  return signJwt(
    {
      sub: 'u1',
      username: 'ada',
      is_staff: false,
      is_superuser: false,
      typ: 'access',
      iss: 'mealbox-identity',
      aud: 'mealbox',
      iat: now,
      exp: now + 600,
      jti: 'j',
    },
    { privateKey: keys.privateKey, kid: es256Jwk(keys.publicKey).kid },
  );
}

/** A bus whose revocation feed and broker can be taken down by the test. */
function busWith(state: { consuming: boolean; brokerReachable: boolean }): EventBus {
  return {
    ensureTopics: async () => undefined,
    publish: async () => undefined,
    subscribe: async () => ({ isConsuming: () => state.consuming, stop: async () => undefined }),
    isReady: () => state.consuming && state.brokerReachable,
    isBrokerReachable: () => state.brokerReachable,
    close: async () => undefined,
  };
}

describe('token checks while the revocation feed is down', () => {
  it('when the feed has crashed while the broker answers, then tokens are refused as uncheckable until it reads again', async () => {
    const state = { consuming: true, brokerReachable: true };
    const checks = await startTokenChecks({
      bus: busWith(state),
      logger: createLogger('test', 'silent'),
      service: 'test',
      verifier: { publicKeys: [keys.publicKey] },
    });
    await expect(checks.verifier.verify(accessToken())).resolves.toMatchObject({ id: 'u1' });
    state.consuming = false;
    await expect(checks.verifier.verify(accessToken())).rejects.toMatchObject({
      name: 'TokenCheckUnavailableError',
    });
    state.consuming = true;
    await expect(checks.verifier.verify(accessToken())).resolves.toMatchObject({ id: 'u1' });
  });

  it('when the broker itself is out of reach, then the revocations already known still apply and tokens are checked against them', async () => {
    const state = { consuming: false, brokerReachable: false };
    const checks = await startTokenChecks({
      bus: busWith(state),
      logger: createLogger('test', 'silent'),
      service: 'test',
      verifier: { publicKeys: [keys.publicKey] },
    });
    await expect(checks.verifier.verify(accessToken())).resolves.toMatchObject({ id: 'u1' });
    checks.revocations.revoke('u1', new Date(Date.now() + 1_000));
    await expect(checks.verifier.verify(accessToken())).rejects.toMatchObject({ reason: 'revoked' });
  });
});
