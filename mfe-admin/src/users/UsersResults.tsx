import type { AdminUserList } from '@mealbox/contracts';
import { UsersIcon, type AsyncResult } from '@mealbox/web-kit';
import { ListResults } from '../components/ListResults';
import { UserCards } from './UserCards';
import { UsersTable } from './UsersTable';
import type { UserActions } from './user-actions';
import { isFiltered, rangeLabel, type UsersQuery } from './users-query';

interface UsersResultsProps {
  users: AsyncResult<AdminUserList>;
  query: UsersQuery;
  actions: UserActions;
  onPage: (page: number) => void;
  onClearFilters: () => void;
}

/** The list itself: loading, the error, 'no users', or the page of users with the pager. */
export function UsersResults({ users, query, actions, onPage, onClearFilters }: UsersResultsProps) {
  const filtered = isFiltered(query);
  return (
    <ListResults
      list={users}
      pageOf={(list) => ({ rows: list.users, pagination: list.pagination })}
      loadingLabel="Loading users…"
      loadErrorTitle="We couldn’t load the users"
      countLabel={rangeLabel}
      empty={{
        icon: <UsersIcon size={30} />,
        title: 'No users found matching your criteria',
        text: filtered ? 'Try another search, or another status.' : undefined,
        showAllLabel: 'Show all users',
        offerShowAll: filtered || query.page > 1,
      }}
      onClearFilters={onClearFilters}
      tableName="Users"
      table={(rows, caption) => <UsersTable users={rows} actions={actions} caption={caption} />}
      cards={(rows) => <UserCards users={rows} actions={actions} />}
      onPage={onPage}
    />
  );
}
