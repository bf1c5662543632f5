import { toFoodInformationDto } from '@mealbox/contracts';
import type { Meal, MealRating } from '@mealbox/contracts';
import type { MealDocument } from '../data/meal-model';
import { mealImagePath } from '../domain/meal-snapshot';
import type { MealRatingDeps } from '../domain/meal-rating-deps';
import { ratingsOfMeals } from '../domain/meal-rating-reads';

/** The spec's Meal fields (snake_case, as the HTTP API speaks), with customers' rating of it. */
export function toMealDto(meal: MealDocument, rating: MealRating): Meal {
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
    rating,
    food_information: meal.foodInformation ? toFoodInformationDto(meal.foodInformation, meal) : null,
  };
}

/** Meals as the API shows them, each with its rating (read for all of them at once). */
export async function toMealDtos(
  deps: Pick<MealRatingDeps, 'ratingTotals'>,
  meals: readonly MealDocument[],
): Promise<Meal[]> {
  const ratingOf = await ratingsOfMeals(
    deps,
    meals.map((meal) => meal._id.toHexString()),
  );
  return meals.map((meal) => toMealDto(meal, ratingOf(meal._id.toHexString())));
}

/** One meal as the API shows it, with its rating. */
export async function toMealDtoWithRating(
  deps: Pick<MealRatingDeps, 'ratingTotals'>,
  meal: MealDocument,
): Promise<Meal> {
  const ratingOf = await ratingsOfMeals(deps, [meal._id.toHexString()]);
  return toMealDto(meal, ratingOf(meal._id.toHexString()));
}
