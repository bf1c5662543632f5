import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@mealbox/web-kit/router';

/**
 * A list's filters and page kept in the URL (?category=dessert&page=2), so a reload or a shared link shows the same
 * list. Changes replace the history entry: Back leaves the screen rather than stepping back through every key
 * typed in a search box. `read` must turn any URL into a valid query; `write` leaves defaults out.
 */
export function useUrlQuery<Q>(
  read: (params: URLSearchParams) => Q,
  write: (query: Q) => URLSearchParams,
): [Q, (change: Partial<Q>) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => read(params), [params, read]);
  const update = useCallback(
    (change: Partial<Q>) =>
      setParams((current) => write({ ...read(current), ...change }), {
        replace: true,
        preventScrollReset: true,
      }),
    [setParams, read, write],
  );
  return [query, update];
}
