import type { SubscriptionDelivery } from '@mealbox/contracts';
import type { MealSelection } from '@mealbox/web-kit';
import { countMeals } from '../../meals/meal-selection';

/** 'Choose 8 meals, or let us choose for you.', '3 of 8 chosen: choose 5 more.', '8 of 8 chosen: your box is full.' */
export function mealPickWords(selection: MealSelection, mealCount: number): string {
  const chosen = countMeals(selection);
  if (chosen === 0) return `Choose ${mealCount} meals, or let us choose for you.`;
  if (chosen >= mealCount) return `${chosen} of ${mealCount} chosen: your box is full.`;
  return `${chosen} of ${mealCount} chosen: choose ${mealCount - chosen} more.`;
}

/** The box's chosen meals as a selection (empty while we choose for it). */
export function selectionOf(delivery: Pick<SubscriptionDelivery, 'items' | 'meals_chosen'>): MealSelection {
  if (!delivery.meals_chosen) return [];
  return delivery.items.map((item) => ({ meal_id: item.meal.id, quantity: item.quantity }));
}
