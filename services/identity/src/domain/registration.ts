import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './password-rules';

export const USERNAME_PATTERN = /^[\w.@+-]+$/;

/** A required text field with the messages the registration form shows ('field: messages'). */
export function textField(max: number, options: { min?: number; trim?: boolean } = {}) {
  const { min = 1, trim = true } = options;
  const base = z.string({
    error: (issue) => (issue.input === undefined ? 'This field is required.' : 'Not a valid string.'),
  });
  return (trim ? base.trim() : base)
    .min(1, { error: 'This field may not be blank.', abort: true })
    .min(min, `Ensure this field has at least ${min} characters.`)
    .max(max, `Ensure this field has no more than ${max} characters.`);
}

export const usernameField = textField(150, { min: 3 }).regex(
  USERNAME_PATTERN,
  'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.',
);

export const emailField = textField(254)
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid email address.' }));

export const nameField = textField(150);

/** The five registration fields (spec section 3), all required. Password rules live in `passwordProblems`. */
export const registrationShape = {
  username: usernameField,
  // Not trimmed: spaces are part of a password. The other rules are checked by `passwordProblems`.
  password: textField(PASSWORD_MAX_LENGTH, { trim: false }),
  email: emailField,
  first_name: nameField,
  last_name: nameField,
};

export interface RegistrationInput {
  username: string;
  password: string;
  email: string;
  first_name: string;
  last_name: string;
}
