import { z } from 'zod';
import { SAFE_PLACES, SAFE_PLACE_PROBLEM, type SafePlace } from './safe-places';
import { deliveryInstructionsProblem } from './delivery-instructions-rule';

/**
 * A saved address's safe place: one of SAFE_PLACES, or null for none. ordering parses with it; the address form
 * runs the same rule and words without zod (safe-places.ts).
 */
export const safePlaceSchema = z
  .enum(SAFE_PLACES.map((place) => place.value) as [SafePlace, ...SafePlace[]], {
    error: () => SAFE_PLACE_PROBLEM,
  })
  .nullable();

/**
 * The customer's note to the courier ('Ring the bell twice'): trimmed, then deliveryInstructionsProblem's rule;
 * blank or null is none (null). Kept as text: every place that shows it escapes it (React, the emails' HTML).
 */
export const deliveryInstructionsSchema = z
  .string({ error: () => 'Not a valid string.' })
  .trim()
  .superRefine((text, ctx) => {
    const problem = deliveryInstructionsProblem(text);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: text });
  })
  .transform((text) => (text === '' ? null : text))
  .nullable();
