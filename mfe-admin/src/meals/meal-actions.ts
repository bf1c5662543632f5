import type { Meal } from '@mealbox/contracts';

/** What a meal's row offers staff: Edit opens the form, Delete asks first (spec: Meals). */
export interface MealActions {
  edit: (meal: Meal) => void;
  remove: (meal: Meal) => void;
}
