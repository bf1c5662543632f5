import { ALLERGEN_KEYS, allergenField } from '@mealbox/contracts';
import type { AllergenDeclaration, AllergenLevel, FoodInformation } from '@mealbox/contracts';

/**
 * A complete allergen and food declaration for the meals tests create: free from all 14 unless told otherwise,
 * with no meat or other animal products. It names no allergen, so it agrees with ingredients that name none
 * ("Lentils, rice"); a test whose ingredients name one (or whose meal has meat) says so in `levels` and `changes`.
 */
export function declaredFoodInformation(
  levels: Partial<AllergenDeclaration> = {},
  changes: Partial<Omit<FoodInformation, 'allergens'>> = {},
): FoodInformation {
  return {
    allergens: Object.fromEntries(
      ALLERGEN_KEYS.map((allergen) => [allergen, levels[allergen] ?? ('free' satisfies AllergenLevel)]),
    ) as AllergenDeclaration,
    glutenCereals: [],
    treeNuts: [],
    containsMeat: false,
    containsOtherAnimalProducts: false,
    netWeightG: 420,
    cookingTimeMinutes: 25,
    saturates: 3.5,
    sugars: 6.2,
    salt: 1.25,
    ...changes,
  };
}

/** The same declaration as the staff meal form sends it: every value as text, under the form's field names. */
export function declaredFoodFields(
  levels: Partial<AllergenDeclaration> = {},
  changes: Partial<Omit<FoodInformation, 'allergens'>> = {},
): Record<string, string> {
  const food = declaredFoodInformation(levels, changes);
  return {
    ...Object.fromEntries(
      ALLERGEN_KEYS.map((allergen) => [allergenField(allergen), food.allergens[allergen]]),
    ),
    gluten_cereals: food.glutenCereals.join(','),
    tree_nuts: food.treeNuts.join(','),
    contains_meat: String(food.containsMeat),
    contains_other_animal_products: String(food.containsOtherAnimalProducts),
    net_weight_g: String(food.netWeightG),
    cooking_time_minutes: String(food.cookingTimeMinutes),
    saturates: String(food.saturates),
    sugars: String(food.sugars),
    salt: String(food.salt),
  };
}
