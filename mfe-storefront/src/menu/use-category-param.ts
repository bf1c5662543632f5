import { useCallback } from 'react';
import { useSearchParams } from '@mealbox/web-kit/router';

const PARAM = 'category';

/**
 * The chosen category lives in the URL (?category=dessert), so a filtered menu survives a reload and can be
 * shared. Changing it replaces the history entry: Back leaves the menu instead of stepping through filters.
 */
export function useCategoryParam(): [string | undefined, (category: string | undefined) => void] {
  const [params, setParams] = useSearchParams();
  const category = params.get(PARAM) || undefined;
  const setCategory = useCallback(
    (next: string | undefined) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set(PARAM, next);
          else updated.delete(PARAM);
          return updated;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return [category, setCategory];
}
