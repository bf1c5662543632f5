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
