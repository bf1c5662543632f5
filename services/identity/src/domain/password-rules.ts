import { isCommonPassword } from './common-passwords';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The messages for everything wrong with a new password, empty when it is acceptable: at least 8 and at most
 * 128 characters, not only digits, not one of the passwords most often found in breaches, and not containing the username (nor the email's
 * local part), compared case-insensitively.
 */
export function passwordProblems(password: string, context: { username: string; email?: string }): string[] {
  const problems: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) {
    problems.push(`This password is too short. It must contain at least ${PASSWORD_MIN_LENGTH} characters.`);
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    problems.push(`Ensure this field has no more than ${PASSWORD_MAX_LENGTH} characters.`);
  }
  if (/^\d+$/.test(password)) problems.push('This password is entirely numeric.');
  if (isCommonPassword(password)) problems.push('This password is too common.');
  const lower = password.toLowerCase();
  const contains = (value: string | undefined) => {
    const part = value?.trim().toLowerCase() ?? '';
    return part.length >= 3 && lower.includes(part);
  };
  if (contains(context.username)) problems.push('The password is too similar to the username.');
  else if (contains(context.email?.split('@')[0])) {
    problems.push('The password is too similar to the email address.');
  }
  return problems;
}
