import { ALLERGEN_KEYS, type AllergenDeclaration, type AllergenLevel } from './allergens';
import type { FoodInformation } from './food-information';

/** A declaration free from all 14 but the levels given: the starting point of the food/ unit tests. */
export function declarationWith(levels: Partial<AllergenDeclaration> = {}): AllergenDeclaration {
  return Object.fromEntries(
    ALLERGEN_KEYS.map((allergen) => [allergen, levels[allergen] ?? ('free' satisfies AllergenLevel)]),
  ) as AllergenDeclaration;
}

export function foodInformationWith(changes: Partial<FoodInformation> = {}): FoodInformation {
  return {
    allergens: declarationWith(),
    glutenCereals: [],
    treeNuts: [],
    containsMeat: false,
    containsOtherAnimalProducts: false,
    netWeightG: 400,
    cookingTimeMinutes: 25,
    saturates: 3,
    sugars: 6,
    salt: 1.2,
    ...changes,
  };
}
