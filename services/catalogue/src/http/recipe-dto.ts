import type { Recipe } from '@mealbox/contracts';
import type { MealRecipeDocument } from '../data/meal-recipe-model';

/** A stored recipe as the API answers it, named by its meal. */
export function toRecipeDto(recipe: MealRecipeDocument, mealName: string): Recipe {
  return {
    meal_id: recipe._id.toHexString(),
    meal_name: mealName,
    serves: recipe.serves,
    prep_minutes: recipe.prepMinutes,
    cook_minutes: recipe.cookMinutes,
    ingredients: recipe.ingredients.map(({ quantity, item }) => ({ quantity, item })),
    steps: [...recipe.steps],
    updated_at: recipe.updatedAt.toISOString(),
  };
}
