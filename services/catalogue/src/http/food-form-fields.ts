import { ALLERGEN_KEYS, allergenField, type AllergenLevel, type Allergen } from '@mealbox/contracts';
import type { z } from 'zod';
import { foodInformationFormShape } from '@mealbox/contracts';
import type { FoodInformationChanges } from '../domain/food-declaration';

type FoodFormValues = {
  [K in keyof typeof foodInformationFormShape]?: z.output<(typeof foodInformationFormShape)[K]>;
};

type FoodField = keyof typeof foodInformationFormShape;

/** The form's food fields (food/ in contracts), apart from the spec's meal fields. */
const FOOD_FIELDS = Object.keys(foodInformationFormShape) as FoodField[];

/**
 * Splits a checked meal form into the spec's meal fields and the food information it sends (snake_case form names
 * become the stored camelCase ones; a field not sent stays undefined, so a PATCH keeps what the meal has).
 */
export function splitFoodFields<Form extends FoodFormValues>(
  form: Form,
): { meal: Omit<Form, FoodField>; food: FoodInformationChanges } {
  const meal: Record<string, unknown> = { ...form };
  for (const field of FOOD_FIELDS) delete meal[field];
  const allergens: Partial<Record<Allergen, AllergenLevel>> = {};
  for (const allergen of ALLERGEN_KEYS) {
    const level = form[allergenField(allergen)];
    if (level !== undefined) allergens[allergen] = level;
  }
  const food: FoodInformationChanges = {
    allergens,
    glutenCereals: form.gluten_cereals,
    treeNuts: form.tree_nuts,
    containsMeat: form.contains_meat,
    containsOtherAnimalProducts: form.contains_other_animal_products,
    netWeightG: form.net_weight_g,
    cookingTimeMinutes: form.cooking_time_minutes,
    saturates: form.saturates,
    sugars: form.sugars,
    salt: form.salt,
  };
  return { meal: meal as Omit<Form, FoodField>, food };
}
