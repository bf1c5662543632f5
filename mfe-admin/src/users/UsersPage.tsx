import { useCallback, useMemo, useState } from 'react';
import type { AdminUserRow } from '@mealbox/contracts';
import { Alert, useAsync } from '@mealbox/web-kit';
import { AdminPageHeader } from '../layout/AdminPageHeader';
import { useDebouncedCallback } from '../hooks/use-debounced-callback';
import { ActivationDialog } from './ActivationDialog';
import { EditUserModal } from './EditUserModal';
import { UserOrdersModal } from './UserOrdersModal';
import { UsersResults } from './UsersResults';
import { UsersToolbar } from './UsersToolbar';
import { fetchUsers } from './users-api';
import type { UserActions } from './user-actions';
import { DEFAULT_USERS_QUERY, writeUsersQuery, type UsersQuery } from './users-query';
import { useUsersQuery } from './use-users-query';
import styles from './UsersPage.module.css';

/** How long typing must pause before the list follows the search box. */
const SEARCH_DELAY_MS = 300;

/**
 * /manage-users: every account, filterable by status and searchable, 10 a page (spec: Admin screens, Users).
 * Each user's orders, Edit and Activate/Deactivate open in dialogs (DESIGN section 9: they work).
 */
export function UsersPage() {
  const [query, setUrlQuery] = useUsersQuery();
  const [notice, setNotice] = useState<string | null>(null);
  // A new search, filter or page is a new list: the message about the last change no longer belongs to it.
  const setQuery = useCallback(
    (change: Partial<UsersQuery>) => {
      setNotice(null);
      setUrlQuery(change);
    },
    [setUrlQuery],
  );
  const users = useAsync((signal) => fetchUsers(query, signal), writeUsersQuery(query).toString());

  const [searchText, setSearchText] = useState(query.search);
  const applySearch = useDebouncedCallback(
    (text: string) => setQuery({ search: text.trim(), page: 1 }),
    SEARCH_DELAY_MS,
  );
  const clearFilters = useCallback(() => {
    applySearch.cancel();
    setSearchText('');
    setQuery(DEFAULT_USERS_QUERY);
  }, [applySearch, setQuery]);

  const [ordersOf, setOrdersOf] = useState<AdminUserRow | null>(null);
  const [editing, setEditing] = useState<AdminUserRow | null>(null);
  const [toggling, setToggling] = useState<AdminUserRow | null>(null);
  const actions = useMemo<UserActions>(
    () => ({ showOrders: setOrdersOf, edit: setEditing, toggleActive: setToggling }),
    [],
  );
  const { retry } = users;
  // After a change the page is asked for again, so the row shows what identity now holds and the filter in force
  // still applies (a user just deactivated leaves the 'Active' list).
  const changed = useCallback(
    (message: string) => {
      setNotice(message);
      retry();
    },
    [retry],
  );

  return (
    <>
      <AdminPageHeader title="Users">
        <p>
          Everyone with a Mealbox account, customers and staff, newest first. Look up a customer&rsquo;s
          orders, correct their details, or deactivate an account.
        </p>
      </AdminPageHeader>
      <section aria-label="Users" className={styles.section}>
        <UsersToolbar
          status={query.status}
          onStatus={(status: UsersQuery['status']) => setQuery({ status, page: 1 })}
          search={searchText}
          onSearch={(text) => {
            setSearchText(text);
            applySearch.run(text);
          }}
        />
        {notice ? <Alert tone="success" title={notice} /> : null}
        <UsersResults
          users={users}
          query={query}
          actions={actions}
          onPage={(page) => setQuery({ page })}
          onClearFilters={clearFilters}
        />
      </section>
      <UserOrdersModal user={ordersOf} onClose={() => setOrdersOf(null)} />
      <EditUserModal
        user={editing}
        onClose={() => setEditing(null)}
        onSaved={(updated) => {
          setEditing(null);
          changed(`Saved the changes to ${updated.username}.`);
        }}
      />
      <ActivationDialog
        user={toggling}
        onClose={() => setToggling(null)}
        onDone={(updated) => {
          setToggling(null);
          changed(`${updated.username} has been ${updated.is_active ? 'activated' : 'deactivated'}.`);
        }}
      />
    </>
  );
}
