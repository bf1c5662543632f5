import { z } from 'zod';

/**
 * Rules for the fields of a staff form sent as multipart/form-data (the meal and add-on forms): every value arrives
 * as text, so each rule reads text ('540', '32.5', 'true') and turns it into the typed value a service stores, with
 * the message the form shows beside the field.
 */

/** The message of a required field that was not sent. */
export const FORM_REQUIRED = 'This field is required.';
const REQUIRED = FORM_REQUIRED;

/** Text, trimmed, at most `max` characters; `required`: not blank either. */
export function formText(max: number, required: boolean) {
  const text = z
    .string({ error: (issue) => (issue.input === undefined ? REQUIRED : 'Not a valid string.') })
    .trim()
    .max(max, `Ensure this field has no more than ${max} characters.`);
  // No `abort` here: an aborted field would stop the strict body from also reporting unknown fields.
  return required ? text.min(1, 'This field may not be blank.') : text;
}

/** A whole number as a form sends it ('540'), 0..max. */
export function formInteger(max: number, unit: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? REQUIRED : 'A valid integer is required.') })
    .trim()
    .transform((text, ctx) => {
      if (/^-\d/.test(text)) {
        ctx.addIssue({ code: 'custom', message: 'Must be 0 or more.', input: text });
        return z.NEVER;
      }
      if (!/^\d{1,6}$/.test(text)) {
        ctx.addIssue({ code: 'custom', message: `Enter a whole number of ${unit}, like 540.`, input: text });
        return z.NEVER;
      }
      const value = Number(text);
      if (value > max) {
        ctx.addIssue({ code: 'custom', message: `Must be no more than ${max} ${unit}.`, input: text });
        return z.NEVER;
      }
      return value;
    });
}

/** Grams with at most one decimal (spec section 5: step 0.1) as a form sends them ('32.5'), 0..max. */
export function formGrams(max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? REQUIRED : 'A valid number is required.') })
    .trim()
    .transform((text, ctx) => {
      const refuse = (message: string) => {
        ctx.addIssue({ code: 'custom', message, input: text });
        return z.NEVER;
      };
      if (/^-\d/.test(text)) return refuse('Must be 0 or more.');
      if (/^\d+\.\d{2,}$/.test(text)) return refuse('Use at most one decimal place, like 32.5.');
      if (!/^\d{1,6}(\.\d)?$/.test(text)) return refuse('Enter a number of grams, like 32.5.');
      const value = Number(text);
      if (value > max) return refuse(`Must be no more than ${max}g.`);
      return value;
    });
}

/** A yes/no field as the form sends it: 'true' or 'false', nothing else ('on', '1' and 'yes' are mistakes). */
export const formBoolean = z
  .enum(['true', 'false'], {
    error: (issue) => (issue.input === undefined ? REQUIRED : 'Must be true or false.'),
  })
  .transform((text) => text === 'true');

/** One of the listed values (category, status); anything else, objects included, is refused by name. */
export function formChoice<V extends string>(values: readonly { value: V }[]) {
  const allowed = values.map((choice) => choice.value) as [V, ...V[]];
  return z.enum(allowed, {
    error: (issue) => (issue.input === undefined ? REQUIRED : `Choose one of: ${allowed.join(', ')}.`),
  });
}
