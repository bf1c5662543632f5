import { useCallback, useEffect, useMemo } from 'react';
import type { MenuFilters } from '@mealbox/contracts/food';
import { useLocation, useNavigate } from '@mealbox/web-kit/router';
import { menuSearch, needsRewrite, readMenuFilters, writeMenuFilters } from './menu-filter-params';

/**
 * The menu's "free from" and "suitable for" filters live in the URL beside the week and category
 * (?free_from=peanuts,sesame&suitable_for=vegan, the API's own names), so a filtered menu survives a reload and can
 * be shared. Changing them replaces the history entry, as the category does. The address is written through
 * navigate rather than setSearchParams so its commas stay commas; an address with unknown or repeated names is
 * rewritten to the filters the menu actually applies, so it never claims a filter the menu does not show.
 */
export function useMenuFiltersParam(): [MenuFilters, (filters: MenuFilters) => void] {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => readMenuFilters(new URLSearchParams(search)), [search]);
  const setFilters = useCallback(
    (next: MenuFilters) => {
      const written = menuSearch(writeMenuFilters(new URLSearchParams(search), next));
      navigate(
        { pathname, search: written ? `?${written}` : '', hash },
        { replace: true, preventScrollReset: true },
      );
    },
    [navigate, pathname, search, hash],
  );
  useEffect(() => {
    if (needsRewrite(search)) setFilters(filters);
  }, [search, filters, setFilters]);
  return [filters, setFilters];
}
