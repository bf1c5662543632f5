import { toFoodInformationDto, type FoodInformationDto } from '@mealbox/contracts';
import { ALLERGEN_KEYS, type AllergenDeclaration } from '@mealbox/contracts/food';

/** A meal's food information as the API sends it, free from all 14 but the levels given (for the unit tests). */
export function foodDto(
  levels: Partial<AllergenDeclaration> = {},
  more: {
    glutenCereals?: FoodInformationDto['gluten_cereals'];
    treeNuts?: FoodInformationDto['tree_nuts'];
  } = {},
): FoodInformationDto {
  const allergens = Object.fromEntries(
    ALLERGEN_KEYS.map((allergen) => [allergen, levels[allergen] ?? 'free']),
  ) as AllergenDeclaration;
  return toFoodInformationDto(
    {
      allergens,
      glutenCereals: more.glutenCereals ?? [],
      treeNuts: more.treeNuts ?? [],
      containsMeat: false,
      containsOtherAnimalProducts: false,
      netWeightG: 400,
      cookingTimeMinutes: 25,
      saturates: 3.4,
      sugars: 6,
      salt: 1.25,
    },
    { calories: 550, protein: 32, carbohydrates: 60.5, fat: 18.2 },
  );
}
