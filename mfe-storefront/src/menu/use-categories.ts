import type { Choice } from '@mealbox/contracts';
import { useAsync } from '@mealbox/web-kit';
import { fetchCategories } from '../meals/meals-api';
import { FALLBACK_CATEGORIES } from '../meals/fallback-categories';

export interface MenuCategories {
  categories: ReadonlyArray<Choice>;
  /** False while the first answer is awaited (the filter shows placeholders meanwhile). */
  ready: boolean;
}

/** The catalogue's categories; the spec's fixed list if the call fails, so filtering still works. */
export function useCategories(): MenuCategories {
  const { status, data } = useAsync(fetchCategories, 'categories');
  if (status === 'success' && data) return { categories: data, ready: true };
  return { categories: FALLBACK_CATEGORIES, ready: status === 'error' };
}
