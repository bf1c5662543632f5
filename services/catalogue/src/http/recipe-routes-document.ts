import { recipeSchema, weeklyRecipesSchema } from '@mealbox/contracts';
import type { RouteDescription } from '@mealbox/platform';
import { STAFF_MEALS_TAG } from './meal-routes-document';
import { recipeInputSchema } from '../domain/recipe-input';
import { NO_RECIPE_YET } from './recipe-routes';

export const RECIPES_TAG = 'Recipes';

/** What `recipeRoutes` answers (recipe-routes.ts). */
export const recipeRouteDocuments: RouteDescription[] = [
  {
    method: 'get',
    path: '/api/meals/recipes/',
    tag: RECIPES_TAG,
    summary: 'The cook-at-home recipes of this week’s menu (Large plan)',
    description:
      'For a customer whose subscription holds 15 meals a week or more (the Large plan), and for staff. The week is ' +
      'this week in London; meals of its menu without a recipe are left out.',
    access: 'signed-in',
    answers: { 200: { description: 'The week and its recipes, by meal name.', schema: weeklyRecipesSchema } },
    errors: { 403: 'The caller’s plan does not include the recipes: they come with the Large plan.' },
  },
  {
    method: 'get',
    path: '/api/admin/meals/:id/recipe/',
    tag: STAFF_MEALS_TAG,
    summary: 'A meal’s recipe',
    access: 'admin',
    answers: { 200: { description: 'The recipe.', schema: recipeSchema } },
    errors: { 404: `No meal has this id (or it was deleted), or: ${NO_RECIPE_YET}` },
  },
  {
    method: 'put',
    path: '/api/admin/meals/:id/recipe/',
    tag: STAFF_MEALS_TAG,
    summary: 'Write a meal’s recipe (the whole recipe, replacing any held)',
    access: 'admin',
    body: { schema: recipeInputSchema },
    answers: { 200: { description: 'The recipe as stored.', schema: recipeSchema } },
    errors: { 404: 'No meal has this id (or it was deleted).' },
  },
];
