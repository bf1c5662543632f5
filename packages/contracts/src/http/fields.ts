import { z } from 'zod';
import { penceToDecimal } from '../pricing/pence-decimal';

/**
 * Field rules shared by request schemas, with the messages a form shows next to the field ('field: messages').
 * Request schemas are plain field maps (`...Shape`): a service wraps them in its strict body parser (unknown
 * fields refused), a front end may run them before sending.
 */

const REQUIRED = 'This field is required.';

/** A required text field, trimmed, 1..max characters. Objects (query operators) and numbers are not strings. */
export function requiredText(max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? REQUIRED : 'Not a valid string.') })
    .trim()
    .min(1, { error: 'This field may not be blank.', abort: true })
    .max(max, `Ensure this field has no more than ${max} characters.`);
}

/** A required e-mail address (at most 254 characters, RFC 5321), lower-cased so one address is one address. */
export const requiredEmail = requiredText(254)
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid email address.' }));

/** A required JSON boolean (`"true"` or 1 are not booleans). */
export const requiredBoolean = z.boolean({
  error: (issue) => (issue.input === undefined ? REQUIRED : 'Must be a valid boolean.'),
});

/** A required JSON integer. */
export const requiredInteger = z
  .number({ error: (issue) => (issue.input === undefined ? REQUIRED : 'A valid integer is required.') })
  .int('A valid integer is required.');

/** A price as the API sends it: pounds with exactly two decimals, as a string ("59.99"), never a float. */
export const decimalPriceSchema = z.string().regex(/^\d+\.\d{2}$/, 'Expected pounds with two decimals.');

// Kept apart (no zod) for the browser; exported here too, where the API's other field rules are.
export { penceToDecimal };

export const INVALID_PRICE = 'Please enter a valid price.';
const PRICE_TEXT = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/**
 * A price as a form sends it, "59.99", "59.9", "60" or the JSON number 59.99, parsed to integer pence without
 * floating-point arithmetic (the digits are read as text). At most two decimals, never negative, at most
 * `maxPence`. Every refusal starts with 'Please enter a valid price' (the spec's message), then says why.
 */
export function priceInput(maxPence: number) {
  return z
    .union([z.string(), z.number()], {
      error: (issue) => (issue.input === undefined ? REQUIRED : INVALID_PRICE),
    })
    .transform((value, ctx) => {
      // String(59.99) is "59.99": a JS number prints its shortest exact round-trip form.
      const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.trim();
      const match = PRICE_TEXT.exec(text);
      const refuse = (message: string) => {
        ctx.addIssue({ code: 'custom', message, input: value });
        return z.NEVER;
      };
      if (!match) {
        if (/^-\d/.test(text)) return refuse(`${INVALID_PRICE.slice(0, -1)}: it cannot be negative.`);
        if (/^\d+\.\d{3,}$/.test(text)) {
          return refuse(`${INVALID_PRICE.slice(0, -1)} with no more than 2 decimal places.`);
        }
        return refuse(INVALID_PRICE);
      }
      const pence = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
      if (pence > maxPence) {
        return refuse(`${INVALID_PRICE.slice(0, -1)} of no more than £${penceToDecimal(maxPence)}.`);
      }
      return pence;
    });
}
