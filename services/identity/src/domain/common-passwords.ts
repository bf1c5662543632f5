import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The passwords found most often in real breaches (zxcvbn-ts's common list, about 49,000 of them, led by
 * "123456" and "password"): the ones an attacker tries first, so never accepted for an account. Lower-cased once,
 * on first use, and compared case-insensitively ("Password123" is as guessable as "password123"). A few MB held
 * for the life of the process, in exchange for no call to a breach service at sign-up.
 */
let commonPasswords: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].map((entry) => String(entry).toLowerCase()));
  return commonPasswords.has(password.toLowerCase());
}
