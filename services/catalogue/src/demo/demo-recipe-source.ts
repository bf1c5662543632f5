import type { RecipeInput } from '@mealbox/contracts';
import { recipeInputSchema } from '../domain/recipe-input';
import { seedKeyOf } from './seed-key';
import { SEED_RECIPES } from './seed-recipes';

export interface SeedRecipeSource {
  /** The seed key of the demo meal it belongs to. */
  mealKey: string;
  recipe: RecipeInput;
}

/** The demo recipes, each checked as staff's are and keyed by its meal's seed key. */
export function demoRecipeSource(): SeedRecipeSource[] {
  return SEED_RECIPES.map(({ meal, recipe }) => ({
    mealKey: seedKeyOf(meal),
    recipe: recipeInputSchema.parse(recipe),
  }));
}
