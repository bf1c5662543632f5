import { z } from 'zod';
import { glutenCerealSchema, treeNutSchema } from './allergen-schemas';
import { allergenDeclarationSchema, type FoodInformation } from './food-information';
import { nutritionTable } from './nutrition';
import { SUITABILITY_KEYS, suitabilityOf } from './suitability';

const nutritionValuesSchema = z.object({
  energy_kj: z.number().int(),
  energy_kcal: z.number().int(),
  fat: z.number(),
  saturates: z.number(),
  carbohydrate: z.number(),
  sugars: z.number(),
  protein: z.number(),
  salt: z.number(),
});
export const nutritionTableSchema = z.object({
  per_portion: nutritionValuesSchema,
  per_100g: nutritionValuesSchema,
});

/**
 * A meal's food information as the HTTP API sends it (`food_information` on a meal; null for a draft meal that is
 * not on the menu and has no declaration yet). `nutrition` and `suitable_for` are derived, never stored.
 */
export const foodInformationDtoSchema = z.object({
  allergens: allergenDeclarationSchema,
  gluten_cereals: z.array(glutenCerealSchema),
  tree_nuts: z.array(treeNutSchema),
  contains_meat: z.boolean(),
  contains_other_animal_products: z.boolean(),
  net_weight_g: z.number().int(),
  cooking_time_minutes: z.number().int(),
  nutrition: nutritionTableSchema,
  suitable_for: z.array(z.enum(SUITABILITY_KEYS)),
});
export type FoodInformationDto = z.infer<typeof foodInformationDtoSchema>;

/** The spec's per-portion figures a meal already carries, which the nutrition table starts from. */
export interface SpecNutrition {
  calories: number;
  protein: number;
  carbohydrates: number;
  fat: number;
}

export function toFoodInformationDto(food: FoodInformation, spec: SpecNutrition): FoodInformationDto {
  return {
    allergens: food.allergens,
    gluten_cereals: food.glutenCereals,
    tree_nuts: food.treeNuts,
    contains_meat: food.containsMeat,
    contains_other_animal_products: food.containsOtherAnimalProducts,
    net_weight_g: food.netWeightG,
    cooking_time_minutes: food.cookingTimeMinutes,
    nutrition: nutritionTable({ ...spec, ...food }),
    suitable_for: suitabilityOf(food),
  };
}
