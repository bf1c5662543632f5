import type { AdminUserList } from '@mealbox/contracts';
import {
  Button,
  EmptyState,
  LoadErrorAlert,
  LoadingState,
  UsersIcon,
  cx,
  describeError,
  type AsyncResult,
} from '@mealbox/web-kit';
import { useMediaQuery } from '../hooks/use-media-query';
import { Pager } from '../components/Pager';
import { pageLabel } from '../components/paging';
import { UserCards } from './UserCards';
import { UsersTable } from './UsersTable';
import type { UserActions } from './user-actions';
import { isFiltered, rangeLabel, type UsersQuery } from './users-query';
import styles from './UsersResults.module.css';

/** The table needs this much room beside the sidebar; narrower screens get a card per user. */
const TABLE_MEDIA = '(min-width: 1180px)';

interface UsersResultsProps {
  users: AsyncResult<AdminUserList>;
  query: UsersQuery;
  actions: UserActions;
  onPage: (page: number) => void;
  onClearFilters: () => void;
}

/** The list itself: loading, the error, 'no users', or the page of users with the pager. */
export function UsersResults({ users, query, actions, onPage, onClearFilters }: UsersResultsProps) {
  const wide = useMediaQuery(TABLE_MEDIA);
  const { status, data } = users;
  const error =
    status === 'error' ? (
      <LoadErrorAlert title="We couldn’t load the users" onRetry={users.retry}>
        <p>{describeError(users.error)}</p>
      </LoadErrorAlert>
    ) : null;
  if (!data) return error ?? <LoadingState label="Loading users…" />;

  const { users: rows, pagination } = data;
  return (
    <div className={cx(styles.results, status === 'loading' && styles.busy)} aria-busy={status === 'loading'}>
      {error}
      <p className={styles.count} aria-live="polite">
        {status === 'loading' ? '' : rangeLabel(pagination, rows.length)}
      </p>
      {rows.length === 0 ? (
        <EmptyState
          icon={<UsersIcon size={30} />}
          title="No users found matching your criteria"
          action={
            isFiltered(query) || query.page > 1 ? (
              <Button variant="secondary" onClick={onClearFilters}>
                Show all users
              </Button>
            ) : null
          }
        >
          {isFiltered(query) ? <p>Try another search, or another status.</p> : null}
        </EmptyState>
      ) : (
        <>
          {wide ? (
            <UsersTable
              users={rows}
              actions={actions}
              caption={`Users, ${pageLabel(pagination).toLowerCase()}`}
            />
          ) : (
            <UserCards users={rows} actions={actions} />
          )}
          <Pager pagination={pagination} onPage={onPage} />
        </>
      )}
    </div>
  );
}
