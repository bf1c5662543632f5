import { useCallback, useEffect, useMemo } from 'react';
import type { MenuFilters } from '@mealbox/contracts/food';
import { useSearchParams } from '@mealbox/web-kit/router';
import { needsRewrite, readMenuFilters, writeMenuFilters } from './menu-filter-params';

/**
 * The menu's "free from" and "suitable for" filters live in the URL beside the week and category
 * (?free_from=peanuts,sesame&suitable_for=vegan, the API's own names), so a filtered menu survives a reload and can
 * be shared. Changing them replaces the history entry, as the category does; a link with unknown or repeated names
 * is rewritten to the filters it actually applies, so the address never claims a filter the menu does not show.
 */
export function useMenuFiltersParam(): [MenuFilters, (filters: MenuFilters) => void] {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const filters = useMemo(() => readMenuFilters(new URLSearchParams(query)), [query]);
  const setFilters = useCallback(
    (next: MenuFilters) =>
      setParams((current) => writeMenuFilters(current, next), { replace: true, preventScrollReset: true }),
    [setParams],
  );
  useEffect(() => {
    if (needsRewrite(new URLSearchParams(query))) setFilters(filters);
  }, [query, filters, setFilters]);
  return [filters, setFilters];
}
