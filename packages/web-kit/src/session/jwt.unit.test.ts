import { decodeJwtPayload, hasUsableRefreshToken, isAccessTokenValid, tokenExpiresAt } from './jwt';
import { NOW, accessToken, fakeJwt, inSeconds, refreshToken } from './test-helpers';

describe('JWT payload decoding', () => {
  it('when given a token, then its claims are read from the base64url payload (UTF-8 included)', () => {
    const token = fakeJwt({ sub: 'u1', username: 'zoë_ß', is_staff: true, exp: 1_900_000_000 });
    expect(decodeJwtPayload(token)).toEqual({
      sub: 'u1',
      username: 'zoë_ß',
      is_staff: true,
      exp: 1_900_000_000,
    });
    expect(tokenExpiresAt(token)).toBe(1_900_000_000_000);
  });

  it.each([
    ['nothing', null],
    ['an empty string', ''],
    ['two parts', 'abc.def'],
    ['a payload that is not base64', 'a.%%%.c'],
    ['a payload that is not JSON', `a.${Buffer.from('hello').toString('base64url')}.c`],
    ['a payload that is an array', `a.${Buffer.from('[1]').toString('base64url')}.c`],
  ])('when given %s, then there are no claims', (_label, token) => {
    expect(decodeJwtPayload(token)).toBeNull();
    expect(tokenExpiresAt(token)).toBeNull();
  });
});

describe('access token validity (by its exp claim)', () => {
  it('when exp is comfortably ahead, then the token is valid', () => {
    expect(isAccessTokenValid(accessToken('ada', 300), NOW)).toBe(true);
  });

  it('when exp is within the 30 s skew, then the token already counts as expired', () => {
    expect(isAccessTokenValid(accessToken('ada', 31), NOW)).toBe(true);
    expect(isAccessTokenValid(accessToken('ada', 29), NOW)).toBe(false);
  });

  it('when exp has passed, or is missing, or the token is unreadable, then it is not valid', () => {
    expect(isAccessTokenValid(accessToken('ada', -1), NOW)).toBe(false);
    expect(isAccessTokenValid(fakeJwt({ sub: 'u1' }), NOW)).toBe(false);
    expect(isAccessTokenValid(fakeJwt({ exp: 'soon' }), NOW)).toBe(false);
    expect(isAccessTokenValid('not-a-jwt', NOW)).toBe(false);
    expect(isAccessTokenValid(null, NOW)).toBe(false);
  });
});

describe('usable refresh token', () => {
  it('when present and exp is in the future, then it is usable', () => {
    expect(hasUsableRefreshToken(refreshToken('u1', 5), NOW)).toBe(true);
  });

  it('when expired, missing or unreadable, then it is not', () => {
    expect(hasUsableRefreshToken(refreshToken('u1', -5), NOW)).toBe(false);
    expect(hasUsableRefreshToken(fakeJwt({ sub: 'u1', exp: inSeconds(0) }), NOW)).toBe(false);
    expect(hasUsableRefreshToken(undefined, NOW)).toBe(false);
    expect(hasUsableRefreshToken('garbage', NOW)).toBe(false);
  });
});
