import { isApiError, type Registration } from '@mealbox/web-kit';
import { tooManyAttempts } from '../auth/auth-messages';

/** The registration form's fields, in the order the form shows them (spec section 2). */
export const REGISTRATION_FIELDS = ['username', 'first_name', 'last_name', 'email', 'password'] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];
export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

export const EMPTY_REGISTRATION: Registration = {
  username: '',
  first_name: '',
  last_name: '',
  email: '',
  password: '',
};

const REQUIRED_MESSAGES: Record<RegistrationField, string> = {
  username: 'Enter a username',
  first_name: 'Enter your first name',
  last_name: 'Enter your last name',
  email: 'Enter your email address',
  password: 'Enter a password',
};

/** Something@something.something, no spaces: what a person can have mistyped; the server has the final word. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The checks made before sending (spec section 5): every field is required and the email must be an email. */
export function validateRegistration(values: Registration): RegistrationErrors {
  const errors: RegistrationErrors = {};
  for (const field of REGISTRATION_FIELDS) {
    // A password of spaces is the customer's choice; any other field of only spaces is empty.
    const value = field === 'password' ? values[field] : values[field].trim();
    if (!value) errors[field] = REQUIRED_MESSAGES[field];
  }
  if (!errors.email && !EMAIL.test(values.email.trim())) {
    errors.email = 'Enter an email address in the correct format, like name@example.com';
  }
  return errors;
}

/** What is sent: names and email without stray spaces around them; the password exactly as typed. */
export function cleanRegistration(values: Registration): Registration {
  return {
    username: values.username.trim(),
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    password: values.password,
  };
}

/** Field names as people say them: 'first_name' -> 'first name'. */
export function humaniseField(field: string): string {
  return field.replace(/[_-]+/g, ' ').trim();
}

/** Server keys that are about the whole form, not one field: their messages show without a prefix. */
const FORM_LEVEL_KEYS = new Set(['non_field_errors', '__all__', 'detail', '']);

export interface RegistrationFailure {
  /** 'Registration failed' with a list, or 'Registration failed. Please try again.' alone (spec section 5). */
  title: string;
  /** The 'field: messages' lines (400 with field errors). */
  lines: string[];
  /** The same messages by field, to mark the fields themselves. */
  fieldErrors: RegistrationErrors;
}

/**
 * What the form shows when POST /auth/users/ failed: on a 400 with field errors, an alert titled 'Registration
 * failed' listing 'field: messages' (field names humanised); anything else, 'Registration failed. Please try
 * again.' (with the wait, when identity is throttling).
 */
export function registrationFailure(error: unknown): RegistrationFailure {
  if (isApiError(error) && error.status === 400) {
    const entries = Object.entries(error.fieldErrors).filter(([, messages]) => messages.length > 0);
    if (entries.length > 0) {
      const fieldErrors: RegistrationErrors = {};
      for (const [field, messages] of entries) {
        if ((REGISTRATION_FIELDS as readonly string[]).includes(field)) {
          fieldErrors[field as RegistrationField] = messages.join(' ');
        }
      }
      return {
        title: 'Registration failed',
        lines: entries.map(([field, messages]) =>
          FORM_LEVEL_KEYS.has(field) ? messages.join(' ') : `${humaniseField(field)}: ${messages.join(' ')}`,
        ),
        fieldErrors,
      };
    }
  }
  const lines = isApiError(error) && error.status === 429 ? [tooManyAttempts(error.retryAfterSeconds)] : [];
  return { title: 'Registration failed. Please try again.', lines, fieldErrors: {} };
}
