import type { CurrentUser } from '@mealbox/contracts';
import { formatDate, isApiError, loginPath, describeError } from '@mealbox/web-kit';
import { ACCOUNT_PATH } from '../checkout-paths';

/**
 * What the account page shows of GET /auth/users/me/. `date_joined` is optional here: identity has answered it
 * since the account page arrived, and this remote may be deployed beside an identity that does not yet.
 */
export type AccountUser = Pick<CurrentUser, 'username' | 'email' | 'first_name' | 'last_name'> & {
  date_joined?: string | undefined;
};

export interface AccountProfile {
  /** 'Ada Lovelace'; the username when identity holds no name. */
  displayName: string;
  /** The full name as registered, or undefined when there is none. */
  fullName: string | undefined;
  /** One or two capitals for the avatar: 'AL' (or the username's first letter). */
  initials: string;
  username: string;
  email: string;
  /** '4 March 2026', in UK time; undefined when identity did not say (or said something that is not a date). */
  memberSince: string | undefined;
  /** The ISO date behind memberSince, for <time dateTime>. */
  memberSinceIso: string | undefined;
}

function initialOf(word: string): string {
  // The first character as people read it (an accented letter or emoji is one character, not half of one).
  const [first = ''] = Array.from(word.trim());
  return first.toLocaleUpperCase('en-GB');
}

/** The profile as the page shows it, from identity's answer. */
export function accountProfile(user: AccountUser): AccountProfile {
  const first = user.first_name.trim();
  const last = user.last_name.trim();
  const fullName = [first, last].filter(Boolean).join(' ') || undefined;
  const initials = first || last ? `${initialOf(first)}${initialOf(last)}` : initialOf(user.username);
  const memberSince = user.date_joined ? formatDate(user.date_joined) || undefined : undefined;
  return {
    displayName: fullName ?? user.username,
    fullName,
    initials: initials || '?',
    username: user.username,
    email: user.email,
    memberSince,
    memberSinceIso: memberSince ? user.date_joined : undefined,
  };
}

export interface AccountLoadProblem {
  title: string;
  text: string;
  /** 'retry': the Try again button helps; 'sign-in': only signing in again does. */
  remedy: 'retry' | 'sign-in';
  /** Where signing in again leads back here. */
  signInPath: string;
}

/**
 * What to tell the customer when their details could not be loaded. A refused session (401) cannot be fixed by
 * trying again; in the shell the guard moves them to the sign-in page anyway, as soon as the session is cleared.
 */
export function accountLoadProblem(error: unknown): AccountLoadProblem {
  const signInPath = loginPath(ACCOUNT_PATH);
  if (isApiError(error) && error.status === 401) {
    return {
      title: 'Please log in again',
      text: 'For your security, your session has ended. Log in again to see your account.',
      remedy: 'sign-in',
      signInPath,
    };
  }
  return {
    title: 'We couldn’t load your details',
    text: describeError(error),
    remedy: 'retry',
    signInPath,
  };
}
