import { useCallback, useEffect, useMemo, useState } from 'react';
import type { MenuFilters } from '@mealbox/contracts/food';
import { useLocation, useNavigate } from '@mealbox/web-kit/router';
import { menuSearch, needsRewrite, readMenuFilters, writeMenuFilters } from './menu-filter-params';

/**
 * The menu's "free from" and "suitable for" filters live in the URL beside the week and category
 * (?free_from=peanuts,sesame&suitable_for=vegan, the API's own names), so a filtered menu survives a reload and can
 * be shared. Changing them replaces the history entry, as the category does. The address is written through
 * navigate rather than setSearchParams so its commas stay commas; an address with unknown or repeated names is
 * rewritten to the filters the menu actually applies, so it never claims a filter the menu does not show.
 *
 * The router applies a navigation in a transition, later than the click; the filters shown are kept apart from the
 * address until it catches up, so a ticked box shows ticked at once instead of flicking back while the menu loads.
 */
export function useMenuFiltersParam(): [MenuFilters, (filters: MenuFilters) => void] {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => readMenuFilters(new URLSearchParams(search)), [search]);
  const [shown, setShown] = useState(filters);
  useEffect(() => setShown(filters), [filters]);
  const setFilters = useCallback(
    (next: MenuFilters) => {
      setShown(next);
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
  return [shown, setFilters];
}
