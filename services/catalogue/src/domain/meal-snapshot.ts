import type { MealSnapshot } from '@mealbox/contracts';
import type { MealDocument } from '../data/meal-model';

export const mealImagePath = (mealId: string, imageVersion: string): string =>
  `/api/meals/${mealId}/image?v=${imageVersion}`;

/** The meal as other services keep it, carried by MealUpserted. */
export function toMealSnapshot(meal: Omit<MealDocument, 'outbox' | 'outboxPending'>): MealSnapshot {
  const mealId = meal._id.toHexString();
  return {
    mealId,
    revision: meal.revision,
    name: meal.name,
    description: meal.description,
    category: meal.category,
    status: meal.status,
    calories: meal.calories,
    protein: meal.protein,
    carbohydrates: meal.carbohydrates,
    fat: meal.fat,
    ingredients: meal.ingredients,
    isVegan: meal.isVegan,
    isGlutenFree: meal.isGlutenFree,
    isDairyFree: meal.isDairyFree,
    menuRestWeek: meal.menuRestWeek ?? null,
    imagePath: mealImagePath(mealId, meal.imageVersion),
    updatedAt: meal.updatedAt.toISOString(),
    // FerretDB may leave a stored null out; a meal saved before food information has none.
    foodInformation: meal.foodInformation ?? null,
  };
}
