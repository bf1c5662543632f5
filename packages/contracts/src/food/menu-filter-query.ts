import { z } from 'zod';
import { ALLERGEN_KEYS } from './allergens';
import { SUITABILITY_KEYS } from './suitability';

function commaList<T extends string>(allowed: readonly [T, ...T[]], name: string) {
  return z
    .string()
    .optional()
    .transform((text, ctx) => {
      const values = (text ?? '')
        .split(',')
        .map((value) => value.trim())
        .filter(Boolean);
      const unknown = values.filter((value) => !(allowed as readonly string[]).includes(value));
      if (unknown.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `Unknown ${name}: ${unknown.join(', ')}. Choose from: ${allowed.join(', ')}.`,
        });
        return z.NEVER;
      }
      return [...new Set(values)] as T[];
    });
}

/** The filters' query parameters; unknown names are refused with the names that are known. */
export const menuFilterQueryShape = {
  free_from: commaList(ALLERGEN_KEYS, 'allergen'),
  suitable_for: commaList(SUITABILITY_KEYS, 'diet'),
};
