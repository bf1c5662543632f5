import type { Meal } from '@mealbox/contracts';
import type { MealDocument } from '../data/meal-model';
import { mealImagePath } from '../domain/meal-snapshot';

/** The spec's Meal fields (snake_case, as the HTTP API speaks). */
export function toMealDto(meal: MealDocument): Meal {
  const id = meal._id.toHexString();
  return {
    id,
    name: meal.name,
    description: meal.description,
    image: mealImagePath(id, meal.imageVersion),
    category: meal.category,
    status: meal.status,
    calories: meal.calories,
    protein: meal.protein,
    carbohydrates: meal.carbohydrates,
    fat: meal.fat,
    ingredients: meal.ingredients,
    is_vegan: meal.isVegan,
    is_gluten_free: meal.isGlutenFree,
    is_dairy_free: meal.isDairyFree,
    menu_rest_week: meal.menuRestWeek ?? null,
    updated_at: meal.updatedAt.toISOString(),
  };
}
