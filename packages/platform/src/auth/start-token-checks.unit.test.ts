import type { EventBus } from '../events/event-bus';
import { createLogger } from '../logging/create-logger';
import { startTokenChecks } from './start-token-checks';
import { testAccessToken, testSigningKey } from '../../test/access-tokens';

const key = testSigningKey();
const accessToken = () => testAccessToken(key);

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

/** The token checks a service runs, over that bus. */
const checksOver = (state: { consuming: boolean; brokerReachable: boolean }) =>
  startTokenChecks({
    bus: busWith(state),
    logger: createLogger('test', 'silent'),
    service: 'test',
    verifier: { publicKeys: [key.publicKey] },
  });

describe('token checks while the revocation feed is down', () => {
  it('when the feed has crashed while the broker answers, then tokens are refused as uncheckable until it reads again', async () => {
    const state = { consuming: true, brokerReachable: true };
    const checks = await checksOver(state);
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
    const checks = await checksOver(state);
    await expect(checks.verifier.verify(accessToken())).resolves.toMatchObject({ id: 'u1' });
    checks.revocations.revoke('u1', new Date(Date.now() + 1_000));
    await expect(checks.verifier.verify(accessToken())).rejects.toMatchObject({ reason: 'revoked' });
  });
});
