import type { Meal } from '@mealbox/contracts';

/** What a meal's row offers staff: Edit opens the form, Recipe the recipe editor, Delete asks first (spec: Meals). */
export interface MealActions {
  edit: (meal: Meal) => void;
  recipe: (meal: Meal) => void;
  remove: (meal: Meal) => void;
}
