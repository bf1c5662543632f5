/**
 * The rule for a customer's note to the courier, without zod (the browser's address form runs it too, through
 * `@mealbox/contracts/delivery-notes`): at most DELIVERY_INSTRUCTIONS_MAX characters once trimmed, one line of
 * plain text.
 */
export const DELIVERY_INSTRUCTIONS_MAX = 250;

export const INSTRUCTIONS_TOO_LONG = `Ensure this field has no more than ${DELIVERY_INSTRUCTIONS_MAX} characters.`;
export const INSTRUCTIONS_CONTROL_CHARACTERS =
  'Use one line of plain text: no line breaks, tabs or other control characters.';

/** C0 and C1 control characters, line breaks and tabs among them. */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/u;

/** Why the (trimmed) note is refused, or null when it is fine. */
export function deliveryInstructionsProblem(trimmed: string): string | null {
  if (trimmed.length > DELIVERY_INSTRUCTIONS_MAX) return INSTRUCTIONS_TOO_LONG;
  if (CONTROL_CHARACTER.test(trimmed)) return INSTRUCTIONS_CONTROL_CHARACTERS;
  return null;
}
