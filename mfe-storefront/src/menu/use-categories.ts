import type { Choice } from '@mealbox/contracts';
import { MEAL_CATEGORY_CHOICES, fetchCategories, useAsync } from '@mealbox/web-kit';

export interface MenuCategories {
  categories: ReadonlyArray<Choice>;
  /** False while the first answer is awaited (the filter shows placeholders meanwhile). */
  ready: boolean;
}

/** The catalogue's categories; the spec's fixed list if the call fails, so filtering still works. */
export function useCategories(): MenuCategories {
  const { status, data } = useAsync(fetchCategories, 'categories');
  if (status === 'success' && data) return { categories: data, ready: true };
  return { categories: MEAL_CATEGORY_CHOICES, ready: status === 'error' };
}
