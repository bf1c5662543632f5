import { LOCAL_COURIER_WEBHOOK_SECRET, loadOrderingConfig } from './config';

describe('ordering’s configuration of the courier’s signing secret', () => {
  it('when none is set outside production, then the local one is used, the one the demo courier signs with', () => {
    expect(loadOrderingConfig({ NODE_ENV: 'development' }).COURIER_WEBHOOK_SECRET).toBe(
      LOCAL_COURIER_WEBHOOK_SECRET,
    );
  });

  it('when none is set in production, then start-up is refused, naming it', () => {
    expect(() => loadOrderingConfig({ NODE_ENV: 'production' })).toThrow(
      /COURIER_WEBHOOK_SECRET: is required in production/,
    );
  });

  it('when one is set, then it is used, and one too short to be a secret is refused', () => {
    const secret = 'a'.repeat(32);
    expect(
      loadOrderingConfig({ NODE_ENV: 'production', COURIER_WEBHOOK_SECRET: secret }).COURIER_WEBHOOK_SECRET,
    ).toBe(secret);
    expect(() => loadOrderingConfig({ COURIER_WEBHOOK_SECRET: 'short' })).toThrow(/at least 16 characters/);
  });
});
