import { ApiError } from '@mealbox/web-kit';
import { accountLoadProblem, accountProfile, type AccountUser } from './account-profile';

const ada: AccountUser = {
  username: 'ada_l',
  email: 'ada@example.co.uk',
  first_name: 'Ada',
  last_name: 'Lovelace',
  date_joined: '2026-03-04T09:30:00.000Z',
};

const apiError = (status: number, detail?: string) =>
  new ApiError({ type: 'about:blank', title: 'Problem', status, detail });

describe('the account profile', () => {
  it('when identity gives a first and last name, then the page shows the full name and its initials', () => {
    expect(accountProfile(ada)).toEqual({
      displayName: 'Ada Lovelace',
      fullName: 'Ada Lovelace',
      initials: 'AL',
      username: 'ada_l',
      email: 'ada@example.co.uk',
      memberSince: '4 March 2026',
      memberSinceIso: '2026-03-04T09:30:00.000Z',
    });
  });

  it('when the names have stray spaces or lower-case letters, then they are trimmed and the initials are capitals', () => {
    const profile = accountProfile({ ...ada, first_name: '  émile ', last_name: ' zola' });
    expect(profile.displayName).toBe('émile zola');
    expect(profile.initials).toBe('ÉZ');
  });

  it('when only one name is known, then it stands alone with one initial', () => {
    expect(accountProfile({ ...ada, last_name: '' })).toMatchObject({ displayName: 'Ada', initials: 'A' });
    expect(accountProfile({ ...ada, first_name: ' ' })).toMatchObject({
      displayName: 'Lovelace',
      initials: 'L',
    });
  });

  it('when no name is known, then the username stands in for it and gives the initial', () => {
    expect(accountProfile({ ...ada, first_name: '', last_name: '' })).toMatchObject({
      displayName: 'ada_l',
      fullName: undefined,
      initials: 'A',
    });
  });

  it('when the account was opened late in the evening in summer, then the date is the UK day, not the UTC one', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST).
    expect(accountProfile({ ...ada, date_joined: '2026-06-30T23:30:00.000Z' }).memberSince).toBe(
      '1 July 2026',
    );
  });

  it('when identity does not say when the account was opened, or says something that is not a date, then there is no member-since', () => {
    for (const date_joined of [undefined, '', 'yesterday']) {
      expect(accountProfile({ ...ada, date_joined })).toMatchObject({
        memberSince: undefined,
        memberSinceIso: undefined,
      });
    }
  });
});

describe('when the details cannot be loaded', () => {
  it('when the session is refused (401), then the customer is asked to log in again and brought back here', () => {
    expect(accountLoadProblem(apiError(401, 'Token is invalid or expired'))).toEqual({
      title: 'Please log in again',
      text: 'For your security, your session has ended. Log in again to see your account.',
      remedy: 'sign-in',
      signInPath: '/login?next=/account',
    });
  });

  it('when identity cannot be reached, then they read to check their connection and may try again', () => {
    expect(accountLoadProblem(apiError(0))).toMatchObject({
      title: 'We couldn’t load your details',
      text: 'We could not reach Mealbox. Please check your connection and try again.',
      remedy: 'retry',
    });
  });

  it('when identity fails on its side, then the message stays general and they may try again', () => {
    expect(accountLoadProblem(apiError(503, 'mongo timeout'))).toMatchObject({
      text: 'Something went wrong on our side. Please try again in a moment.',
      remedy: 'retry',
    });
  });

  it('when something other than an API error goes wrong, then they may still try again', () => {
    expect(accountLoadProblem(new TypeError('boom'))).toMatchObject({
      text: 'Something unexpected went wrong. Please try again.',
      remedy: 'retry',
    });
  });
});
