import { availableParallelism } from 'node:os';
import { loadIdentityConfig } from './config';

const ttl = (value: string) =>
  loadIdentityConfig({ ACCESS_TOKEN_TTL_SECONDS: value }).ACCESS_TOKEN_TTL_SECONDS;

describe('identity configuration: the access token lifetime (5 to 15 minutes)', () => {
  it('when it is unset, then access tokens live 10 minutes', () => {
    expect(loadIdentityConfig({}).ACCESS_TOKEN_TTL_SECONDS).toBe(600);
  });

  it.each([
    ['300', 300],
    ['900', 900],
    ['450', 450],
  ])('when it is %s, then that is the lifetime', (value, seconds) => {
    expect(ttl(value)).toBe(seconds);
  });

  it.each(['299', '901', '0', '-600', '600.5', 'ten minutes', '1e9'])(
    'when it is %s, then start-up fails with the allowed range',
    (value) => {
      expect(() => ttl(value)).toThrow(
        'ACCESS_TOKEN_TTL_SECONDS: must be whole seconds from 300 to 900 (5 to 15 minutes)',
      );
    },
  );
});

describe('identity configuration: abuse limits', () => {
  it('when nothing is set, then the production limits apply', () => {
    const config = loadIdentityConfig({});
    expect(config.REGISTRATION_LIMIT).toEqual({ points: 10, durationSeconds: 3600 });
    expect(config.SIGN_IN_FREE_FAILURES_PER_ACCOUNT_AND_CLIENT).toBe(5);
    expect(config.SIGN_IN_ACCOUNT_CEILING).toEqual({ points: 100, durationSeconds: 900 });
    expect(config.SCRYPT_MAX_RUNNING).toBe(Math.max(1, Math.floor(availableParallelism() / 2)));
  });

  it('when a limit is switched off with 0, then start-up fails: limits can be raised, never removed', () => {
    expect(() => loadIdentityConfig({ REGISTRATION_LIMIT: '0/60' })).toThrow(/REGISTRATION_LIMIT/);
    expect(() => loadIdentityConfig({ SCRYPT_MAX_RUNNING: '0' })).toThrow(/SCRYPT_MAX_RUNNING/);
    expect(() => loadIdentityConfig({ SIGN_IN_FREE_FAILURES_PER_CLIENT: '0' })).toThrow(
      /SIGN_IN_FREE_FAILURES_PER_CLIENT/,
    );
  });
});

describe('identity configuration: proof of work', () => {
  it('when nothing is set, then the default challenge and ceilings far above the thresholds apply', () => {
    const config = loadIdentityConfig({});
    expect(config.PROOF_OF_WORK_HMAC_KEY).toBeUndefined();
    expect(config.PROOF_OF_WORK_COST).toBe(1000);
    expect(config.PROOF_OF_WORK_MAX_NUMBER).toBe(1000);
    expect(config.PROOF_OF_WORK_TTL_SECONDS).toBe(300);
    expect(config.REGISTRATION_SOLVED_LIMIT).toEqual({ points: 1000, durationSeconds: 3600 });
  });

  it('when the key is too short to be a secret or the answer too large for its counter, then start-up fails and says why', () => {
    expect(() => loadIdentityConfig({ PROOF_OF_WORK_HMAC_KEY: 'short' })).toThrow(
      /PROOF_OF_WORK_HMAC_KEY.*at least 32 characters/,
    );
    expect(loadIdentityConfig({ PROOF_OF_WORK_HMAC_KEY: '' }).PROOF_OF_WORK_HMAC_KEY).toBeUndefined();
    expect(() => loadIdentityConfig({ PROOF_OF_WORK_MAX_NUMBER: String(2 ** 32) })).toThrow(
      /PROOF_OF_WORK_MAX_NUMBER.*32 bits/,
    );
  });
});
