/** What the sign-in says about its own fields before anything is sent. */
export interface SignInFieldErrors {
  username?: string;
  password?: string;
}

/** Why signing in failed, as the form's alert shows it: a title, and a line on what to do where there is one. */
export interface SignInFailure {
  title: string;
  detail?: string;
}

export const ENTER_USERNAME = 'Enter your username';
export const ENTER_PASSWORD = 'Enter your password';

/**
 * Both fields must be filled in before the form asks anyone. A username of spaces only is no username (it is sent
 * trimmed); a password is sent as typed, so any character counts.
 */
export function signInFieldErrors(username: string, password: string): SignInFieldErrors {
  const errors: SignInFieldErrors = {};
  if (!username.trim()) errors.username = ENTER_USERNAME;
  if (!password) errors.password = ENTER_PASSWORD;
  return errors;
}
