import { hashResetToken, newResetToken, tokenMatches, uidOf, userIdOfUid } from './password-reset-link';

describe('password reset links', () => {
  it('when a user id is put in a link and read back, then it is the same id', () => {
    const id = '5f3a9c21aa00bb11cc22dd33';
    expect(userIdOfUid(uidOf(id))).toBe(id);
  });

  it('when the uid is not one we made, then it names no user', () => {
    expect(userIdOfUid('not a uid')).toBeNull();
    expect(userIdOfUid(uidOf('admin'))).toBeNull();
  });

  it('when a token is checked, then only the one whose hash was kept matches', () => {
    const { token, tokenHash } = newResetToken();
    expect(tokenHash).toBe(hashResetToken(token));
    expect(tokenMatches(token, tokenHash)).toBe(true);
    expect(tokenMatches(`${token}x`, tokenHash)).toBe(false);
    expect(tokenMatches(newResetToken().token, tokenHash)).toBe(false);
  });
});
