import { Types } from 'mongoose';
import { notFound } from '@mealbox/platform';
import type { MealDocument } from '../data/meal-model';
import { suitabilityOf } from '@mealbox/contracts';
import type { MealDraft } from './meal-draft';

/**
 * The stored fields a draft sets (the API's snake_case names become the document's camelCase ones).
 * With a declaration, is_vegan, is_gluten_free and is_dairy_free are derived from it (suitabilityOf) and any value
 * sent for them is ignored: the spec's flags stay in the API for its clients, but they can no longer disagree with
 * the allergens. Without one (a draft not on the menu) they are kept as sent, the spec's behaviour.
 */
export function mealFieldsOf(draft: MealDraft) {
  const food = draft.food_information;
  const suitable = food ? suitabilityOf(food) : null;
  return {
    name: draft.name,
    description: draft.description,
    category: draft.category,
    status: draft.status,
    calories: draft.calories,
    protein: draft.protein,
    carbohydrates: draft.carbohydrates,
    fat: draft.fat,
    ingredients: draft.ingredients,
    isVegan: suitable ? suitable.includes('vegan') : draft.is_vegan,
    isGlutenFree: suitable ? suitable.includes('gluten_free') : draft.is_gluten_free,
    isDairyFree: suitable ? suitable.includes('dairy_free') : draft.is_dairy_free,
    menuRestWeek: draft.menu_rest_week,
    foodInformation: food,
  };
}
export type MealFields = ReturnType<typeof mealFieldsOf>;

/** A stored meal as a draft, so a partial change can be laid over it. */
export function draftOf(meal: MealDocument): MealDraft {
  return {
    name: meal.name,
    description: meal.description,
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
    // FerretDB may leave a null field out of the document it returns.
    menu_rest_week: meal.menuRestWeek ?? null,
    food_information: meal.foodInformation ?? null,
  };
}

/** The id in a URL as a meal id; anything that cannot be one is simply a meal that is not there. */
export function parseMealId(mealId: string): Types.ObjectId {
  if (!/^[0-9a-f]{24}$/i.test(mealId)) throw notFound('Meal not found.');
  return new Types.ObjectId(mealId);
}
