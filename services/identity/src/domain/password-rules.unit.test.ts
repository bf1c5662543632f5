import { passwordProblems } from './password-rules';

const context = { username: 'AdaLovelace', email: 'countess@example.co.uk' };

describe('password rules', () => {
  it('when a password is long, mixed and unrelated to the user, then it has no problems', () => {
    expect(passwordProblems('plum-tart-on-sunday', context)).toEqual([]);
  });

  it('when it has fewer than 8 characters, then it is too short', () => {
    expect(passwordProblems('x7#kQ2a', context)).toEqual([
      'This password is too short. It must contain at least 8 characters.',
    ]);
    expect(passwordProblems('x7#kQ2ab', context)).toEqual([]);
  });

  it('when it has more than 128 characters, then it is too long', () => {
    expect(passwordProblems('a1'.repeat(64), context)).toEqual([]);
    expect(passwordProblems(`${'a1'.repeat(64)}z`, context)).toEqual([
      'Ensure this field has no more than 128 characters.',
    ]);
  });

  it('when it is only digits, then it is entirely numeric', () => {
    expect(passwordProblems('83920174', context)).toContain('This password is entirely numeric.');
  });

  it('when it is a well-known password, then it is too common', () => {
    expect(passwordProblems('Password123', context)).toEqual(['This password is too common.']);
    // Further down the breach lists than any short list of favourites would reach, in any case.
    for (const breached of ['liverpool1', 'Manchester', 'CHELSEA1', 'starwars', 'michelle1', 'qazwsxedc']) {
      expect(passwordProblems(breached, context)).toContain('This password is too common.');
    }
  });

  it('when it is long and unusual, then it is not in the breach list', () => {
    expect(passwordProblems('marmalade-on-toast-at-six', context)).toEqual([]);
  });

  it('when it equals or contains the username in any case, then it is too similar', () => {
    for (const password of ['adalovelace', 'ADALOVELACE', 'my-AdaLovelace-1']) {
      expect(passwordProblems(password, context)).toEqual(['The password is too similar to the username.']);
    }
  });

  it("when it contains the email's local part, then it is too similar to the email address", () => {
    expect(passwordProblems('the-countess-99', context)).toEqual([
      'The password is too similar to the email address.',
    ]);
  });

  it('when several rules fail, then every message is listed', () => {
    expect(passwordProblems('1234', { username: 'bob' })).toEqual([
      'This password is too short. It must contain at least 8 characters.',
      'This password is entirely numeric.',
      'This password is too common.',
    ]);
  });
});
