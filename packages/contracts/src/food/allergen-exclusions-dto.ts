import { z } from 'zod';
import { ALLERGEN_KEYS } from './allergens';
import { allergenSchema } from './allergen-schemas';

/** PUT /api/customers/me/allergen-exclusions/ (and what GET answers). */
export const allergenExclusionsDtoSchema = z.strictObject({
  allergens: z
    .array(allergenSchema, { error: `Choose allergens from: ${ALLERGEN_KEYS.join(', ')}.` })
    .max(ALLERGEN_KEYS.length)
    // overwrite, not transform: the same type in and out, so the OpenAPI document can describe the answer with it.
    .overwrite((values) => ALLERGEN_KEYS.filter((allergen) => values.includes(allergen))),
  include_may_contain: z.boolean({ error: 'Must be true or false.' }),
});
export type AllergenExclusionsDto = z.infer<typeof allergenExclusionsDtoSchema>;
