import type { AdminMealList, Meal, Recipe, RecipeInput } from '@mealbox/contracts';
import { api, isApiError, unexpectedAnswer } from '@mealbox/web-kit';
import { mealsApiQuery, type MealsQuery } from './meals-query';

const ADMIN_MEALS = '/api/admin/meals/';
const mealPath = (id: string) => `/api/meals/${encodeURIComponent(id)}/`;

const isMeal = (value: unknown): value is Meal =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Meal).id === 'string' &&
  typeof (value as Meal).name === 'string' &&
  typeof (value as Meal).image === 'string';

/** A page of meals, every status (GET /api/admin/meals/?search=&category=&status=&page=&page_size=). */
export async function fetchMeals(query: MealsQuery, signal: AbortSignal): Promise<AdminMealList> {
  const answer = await api.get<AdminMealList>(ADMIN_MEALS, { query: mealsApiQuery(query), signal });
  if (!Array.isArray(answer?.meals) || !answer.meals.every(isMeal) || !answer.pagination) {
    throw unexpectedAnswer(ADMIN_MEALS);
  }
  return answer;
}

/** The form as multipart/form-data (spec section 7), the photo, if any, as the `image` part. */
function formDataOf(fields: Readonly<Record<string, string>>, image: File | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (image) form.append('image', image, image.name);
  return form;
}

/** POST /api/meals/: answers the new meal. */
export async function createMeal(
  fields: Readonly<Record<string, string>>,
  image: File | null,
): Promise<Meal> {
  const meal = await api.post<unknown>('/api/meals/', formDataOf(fields, image));
  if (!isMeal(meal)) throw unexpectedAnswer('/api/meals/');
  return meal;
}

/** PATCH /api/meals/{id}/ with the changed fields and/or a new photo: answers the meal as stored. */
export async function updateMeal(
  id: string,
  fields: Readonly<Record<string, string>>,
  image: File | null,
): Promise<Meal> {
  const meal = await api.patch<unknown>(mealPath(id), formDataOf(fields, image));
  if (!isMeal(meal)) throw unexpectedAnswer(mealPath(id));
  return meal;
}

/** DELETE /api/meals/{id}/. */
export function deleteMeal(id: string): Promise<void> {
  return api.delete(mealPath(id));
}

const recipePath = (id: string) => `/api/admin/meals/${encodeURIComponent(id)}/recipe/`;

const isRecipe = (value: unknown): value is Recipe =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Recipe).meal_id === 'string' &&
  Number.isInteger((value as Recipe).serves) &&
  Array.isArray((value as Recipe).ingredients) &&
  Array.isArray((value as Recipe).steps);

/** GET /api/admin/meals/{id}/recipe/: the meal's recipe, or null while it has none (the catalogue's 404). */
export async function fetchRecipe(id: string, signal: AbortSignal): Promise<Recipe | null> {
  try {
    const recipe = await api.get<unknown>(recipePath(id), { signal });
    if (!isRecipe(recipe)) throw unexpectedAnswer(recipePath(id));
    return recipe;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/** PUT /api/admin/meals/{id}/recipe/ with the whole recipe: answers it as stored. */
export async function saveRecipe(id: string, recipe: RecipeInput): Promise<Recipe> {
  const saved = await api.put<unknown>(recipePath(id), recipe);
  if (!isRecipe(saved)) throw unexpectedAnswer(recipePath(id));
  return saved;
}
