import { useCallback } from 'react';
import { useSearchParams } from '@mealbox/web-kit/router';

/** The URL parameter, which is also the name of the filter a prerendered copy applies (COPY_FILTER_ATTRIBUTES). */
export const CATEGORY_PARAM = 'category';

/**
 * The chosen category lives in the URL (?category=dessert), so a filtered menu survives a reload and can be
 * shared. Changing it replaces the history entry: Back leaves the menu instead of stepping through filters.
 */
export function useCategoryParam(): [string | undefined, (category: string | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const category = params.get(CATEGORY_PARAM) || undefined;
  const setCategory = useCallback(
    (next: string | undefined) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set(CATEGORY_PARAM, next);
          else updated.delete(CATEGORY_PARAM);
          return updated;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return [category, setCategory];
}
