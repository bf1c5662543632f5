import type { MealModel } from '../data/meal-model';
import type { MealRecipeModel } from '../data/meal-recipe-model';

/** What writing and reading meals' recipes needs. */
export interface RecipeDeps {
  meals: MealModel;
  recipes: MealRecipeModel;
  now(): Date;
}
