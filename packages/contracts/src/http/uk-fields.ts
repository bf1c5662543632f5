import { z } from 'zod';
import { requiredText } from './fields';

/**
 * UK postcodes and phone numbers as customers type them, checked and written one way, so one address or number
 * is stored and shown one way. Pure; a form may run the same rules before it sends.
 */

export const INVALID_POSTCODE = 'Enter a UK postcode, such as SW1A 1AA.';
export const INVALID_PHONE_NUMBER = 'Enter a UK phone number, such as 07700 900123 or 020 7946 0958.';

// Outward code: A9, A99, A9A, AA9, AA99, AA9A (with the letters Royal Mail allows in each position); inward code:
// a digit and two letters (never C, I, K, M, O or V).
const POSTCODE =
  /^([A-PR-UWYZ](?:\d{1,2}|\d[A-HJKPSTUW]|[A-HK-Y]\d{1,2}|[A-HK-Y]\d[ABEHMNPRV-Y]))(\d[ABD-HJLNP-UW-Z]{2})$/;

/** 'sw1a1aa', ' SW1A  1AA ' -> 'SW1A 1AA'; null when it is not a UK postcode. */
export function normaliseUkPostcode(input: string): string | null {
  const compact = input.replace(/\s+/g, '').toUpperCase();
  if (compact === 'GIR0AA') return 'GIR 0AA';
  const match = POSTCODE.exec(compact);
  return match ? `${match[1]} ${match[2]}` : null;
}

// The national number without its leading 0: landlines 01 (9 or 10 digits) and 02, non-geographic 03 and 05,
// mobiles 07, freephone 08 (9 or 10 digits). Premium-rate 09 numbers are not a way to reach a customer.
const NATIONAL_NUMBER = /^(?:1\d{8,9}|[2357]\d{9}|8\d{8,9})$/;

/**
 * A UK phone number as people write it ('07700 900123', '+44 7700 900123', '+44 (0)20 7946 0958', '0044 ...',
 * '(0161) 496 0000', '020-7946-0958') in E.164 form ('+447700900123'); null when it is not one.
 */
export function normaliseUkPhoneNumber(input: string): string | null {
  const text = input.trim();
  if (!/^\+?[\d\s().-]+$/.test(text)) return null;
  const international = /^(?:\+|00)\s*44/.test(text);
  // '+44 (0)20 ...': the (0) is the trunk prefix, dropped when dialling from abroad.
  const digits = (international ? text.replace(/\(0\)/, '') : text).replace(/[^\d+]/g, '');
  let national: string;
  if (digits.startsWith('+44')) national = digits.slice(3);
  else if (digits.startsWith('0044')) national = digits.slice(4);
  else if (digits.startsWith('0') && !digits.startsWith('00')) national = digits.slice(1);
  else return null;
  if (international && national.startsWith('0')) national = national.slice(1);
  return NATIONAL_NUMBER.test(national) ? `+44${national}` : null;
}

function normalisedText(max: number, normalise: (value: string) => string | null, message: string) {
  return requiredText(max).transform((value, ctx) => {
    const normalised = normalise(value);
    if (normalised === null) {
      ctx.addIssue({ code: 'custom', message, input: value });
      return z.NEVER;
    }
    return normalised;
  });
}

/** A required UK postcode, normalised ('SW1A 1AA'). */
export const ukPostcode = normalisedText(16, normaliseUkPostcode, INVALID_POSTCODE);

/** A required UK phone number, normalised to E.164 ('+447700900123'). */
export const ukPhoneNumber = normalisedText(32, normaliseUkPhoneNumber, INVALID_PHONE_NUMBER);
