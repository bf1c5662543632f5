import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@mealbox/web-kit/router';
import { readUsersQuery, writeUsersQuery, type UsersQuery } from './users-query';

/**
 * The users list's filter, search and page live in the URL (?status=inactive&search=ada&page=2), so a reload or a
 * shared link shows the same list. Changes replace the history entry: Back leaves the screen rather than stepping
 * back through every key typed in the search box.
 */
export function useUsersQuery(): [UsersQuery, (change: Partial<UsersQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readUsersQuery(params), [params]);
  const update = useCallback(
    (change: Partial<UsersQuery>) =>
      setParams((current) => writeUsersQuery({ ...readUsersQuery(current), ...change }), {
        replace: true,
        preventScrollReset: true,
      }),
    [setParams],
  );
  return [query, update];
}
