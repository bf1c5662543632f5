import { useCallback } from 'react';
import { useSearchParams } from '@mealbox/web-kit/router';

const PARAM = 'week';

/**
 * The menu week shown lives in the URL (?week=2026-11-30, its Monday) beside the category, so a shared link or a
 * reload shows the same week. Switching replaces the history entry, as the category filter does.
 */
export function useWeekParam(): [string | undefined, (week: string) => void] {
  const [params, setParams] = useSearchParams();
  const week = params.get(PARAM) || undefined;
  const setWeek = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(PARAM, next);
          return updated;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return [week, setWeek];
}
