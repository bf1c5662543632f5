import { z } from 'zod';
// Brings zod-openapi's `.meta()` fields (`override`) into zod's types.
import 'zod-openapi';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A JSON body with exactly these fields: each unknown field gets its own 'This field is not allowed.' error next
 * to the others (so a form can show them all at once), and a missing body reads as `{}` (every required field
 * then says 'This field is required.').
 */
export function strictBody<Shape extends z.ZodRawShape>(shape: Shape) {
  const known = new Set(Object.keys(shape));
  const object = z
    .object(shape, { error: 'Expected a JSON object.' })
    .catchall(z.unknown())
    .check(
      z.superRefine(
        (value, ctx) => {
          for (const field of Object.keys(value)) {
            if (!known.has(field))
              ctx.addIssue({ code: 'custom', path: [field], message: 'This field is not allowed.' });
          }
        },
        // Also when other fields already failed, so every problem is reported in one answer.
        { when: (payload) => isPlainObject(payload.value) },
      ),
    )
    // The catch-all only lets unknown fields reach the check above, which refuses them: documented as closed.
    .meta({ override: { additionalProperties: false } });
  return z
    .preprocess((body) => body ?? {}, object)
    .transform((value) => value as unknown as z.output<z.ZodObject<Shape>>);
}
