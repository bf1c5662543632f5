import { z } from 'zod';
import { ALLERGEN_KEYS, type Allergen, type AllergenDeclaration } from './allergens';
import { allergenLevelSchema, glutenCerealSchema, treeNutSchema } from './allergen-schemas';

/**
 * What the law asks a shop to tell before a meal is bought, beside the spec's own nutrition fields (kcal, protein,
 * carbohydrates, fat per portion): the 14 allergens, the cereal and nut behind "gluten" and "tree nuts", the
 * portion's net weight and cooking time, and the rest of the nutrition declaration (saturates, sugars, salt).
 * Whether a meal has meat or other animal products (honey, gelatine is meat) is declared too, so that "suitable
 * for vegetarians" and "vegan" follow from the data like the rest (suitability.ts) instead of being typed.
 *
 * One shape for the catalogue's documents and the events (camelCase); the HTTP API sends it snake_case
 * (foodInformationDtoSchema).
 */
export const allergenDeclarationSchema = z.strictObject(
  Object.fromEntries(ALLERGEN_KEYS.map((allergen) => [allergen, allergenLevelSchema])) as Record<
    Allergen,
    typeof allergenLevelSchema
  >,
);

export const foodInformationSchema = z.object({
  allergens: allergenDeclarationSchema,
  glutenCereals: z.array(glutenCerealSchema),
  treeNuts: z.array(treeNutSchema),
  containsMeat: z.boolean(),
  containsOtherAnimalProducts: z.boolean(),
  /** Grams of food in one portion as delivered. */
  netWeightG: z.number().int().positive(),
  cookingTimeMinutes: z.number().int().positive(),
  /** Grams per portion; salt to two decimal places, the others to one. */
  saturates: z.number().nonnegative(),
  sugars: z.number().nonnegative(),
  salt: z.number().nonnegative(),
});
export type FoodInformation = z.infer<typeof foodInformationSchema>;

/** Declaration check: `true` when every one of the 14 has a level. */
export function isCompleteDeclaration(
  allergens: Partial<Record<Allergen, unknown>>,
): allergens is AllergenDeclaration {
  return ALLERGEN_KEYS.every((allergen) => allergenLevelSchema.safeParse(allergens[allergen]).success);
}
