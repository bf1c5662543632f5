import type { WeeklyRecipes } from '@mealbox/contracts';
import { api, isApiError, unexpectedAnswer } from '@mealbox/web-kit';
import { isWeeklyRecipes } from './weekly-recipes-answer';

const RECIPES = '/api/meals/recipes/';

/** This week's recipes, or why the customer has none: the recipes are the Large plan's (the server decides). */
export type RecipesAnswer = { kind: 'recipes'; weekly: WeeklyRecipes } | { kind: 'not-on-plan' };

/**
 * GET /api/meals/recipes/ (the catalogue's `recipeRoutes`): the recipes of this week's menu for a Large
 * subscriber. The catalogue's 403 means the customer's plan does not include them; any other failure is an error.
 */
export async function fetchWeeklyRecipes(signal?: AbortSignal): Promise<RecipesAnswer> {
  try {
    const weekly = await api.get(RECIPES, {
      signal,
      parse: (data: unknown) => {
        if (!isWeeklyRecipes(data)) throw unexpectedAnswer(RECIPES);
        return data;
      },
    });
    return { kind: 'recipes', weekly };
  } catch (error) {
    if (isApiError(error) && error.status === 403) return { kind: 'not-on-plan' };
    throw error;
  }
}
