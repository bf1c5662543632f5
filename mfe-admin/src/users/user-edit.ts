import type { AdminUserRow } from '@mealbox/contracts';
import { describeError, isApiError } from '@mealbox/web-kit';

/** What staff may change about a user (PATCH /api/admin/users/{id}/ accepts exactly these). */
export interface UserEditValues {
  first_name: string;
  last_name: string;
  email: string;
  is_staff: boolean;
}

export type UserEditTextField = 'first_name' | 'last_name' | 'email';
export const USER_EDIT_TEXT_FIELDS: readonly UserEditTextField[] = ['first_name', 'last_name', 'email'];
export type UserEditErrors = Partial<Record<UserEditTextField | 'is_staff', string>>;

export function editValuesOf(user: AdminUserRow): UserEditValues {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    is_staff: user.is_staff,
  };
}

const REQUIRED: Record<UserEditTextField, string> = {
  first_name: 'Enter a first name',
  last_name: 'Enter a last name',
  email: 'Enter an email address',
};

/** Something@something.something, no spaces: what can have been mistyped; identity has the final word. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The checks made before sending: identity requires every name and a valid email. */
export function validateUserEdit(values: UserEditValues): UserEditErrors {
  const errors: UserEditErrors = {};
  for (const field of USER_EDIT_TEXT_FIELDS) {
    if (!values[field].trim()) errors[field] = REQUIRED[field];
  }
  if (!errors.email && !EMAIL.test(values.email.trim())) {
    errors.email = 'Enter an email address in the correct format, like name@example.com';
  }
  return errors;
}

/** Only what changed, trimmed: an edit of one field never rewrites the others someone else just changed. */
export function userEditPatch(original: UserEditValues, values: UserEditValues): Partial<UserEditValues> {
  const patch: Partial<UserEditValues> = {};
  for (const field of USER_EDIT_TEXT_FIELDS) {
    const value = values[field].trim();
    if (value !== original[field]) patch[field] = value;
  }
  if (values.is_staff !== original.is_staff) patch.is_staff = values.is_staff;
  return patch;
}

export interface UserEditFailure {
  /** The alert's title. */
  title: string;
  /** Messages that belong to no field on the form. */
  lines: string[];
  /** Messages to show at their fields. */
  fieldErrors: UserEditErrors;
}

const FIELD_NAMES = new Set<string>([...USER_EDIT_TEXT_FIELDS, 'is_staff']);

/**
 * What the edit form shows when identity refused: a 400's field errors at their fields (any others listed in the
 * alert); anything else, identity's own sentence (e.g. 'You cannot remove your own staff access.').
 */
export function userEditFailure(error: unknown): UserEditFailure {
  if (isApiError(error) && error.status === 400 && Object.keys(error.fieldErrors).length > 0) {
    const fieldErrors: UserEditErrors = {};
    const lines: string[] = [];
    for (const [field, messages] of Object.entries(error.fieldErrors)) {
      if (messages.length === 0) continue;
      if (FIELD_NAMES.has(field)) fieldErrors[field as keyof UserEditErrors] = messages.join(' ');
      else lines.push(`${field.replace(/_/g, ' ')}: ${messages.join(' ')}`);
    }
    return {
      title: 'The changes were not saved. Please correct the highlighted fields.',
      lines,
      fieldErrors,
    };
  }
  return { title: 'The changes were not saved.', lines: [describeError(error)], fieldErrors: {} };
}
