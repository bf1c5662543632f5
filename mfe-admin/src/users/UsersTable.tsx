import type { AdminUserRow } from '@mealbox/contracts';
import { formatShortDate } from '@mealbox/web-kit';
import { DataTable, type DataTableColumn } from '../components/DataTable';
import { RoleBadge, StatusBadge } from './UserBadges';
import { UserRowActions } from './UserRowActions';
import type { UserActions } from './user-actions';
import { fullName, lastLoginLabel } from './user-labels';
import styles from './UsersTable.module.css';

interface UsersTableProps {
  users: readonly AdminUserRow[];
  /** Says which page this is, for screen readers ('Users, page 1 of 3'). */
  caption: string;
  actions: UserActions;
}

const COLUMNS: readonly DataTableColumn[] = [
  { label: 'User' },
  { label: 'Contact' },
  { label: 'Role' },
  { label: 'Status' },
  { label: 'Joined' },
  { label: 'Last login' },
  { label: 'Orders' },
  { label: 'Actions' },
];

/** The users list on wide screens: one row per user, the username heading its row. */
export function UsersTable({ users, caption, actions }: UsersTableProps) {
  return (
    <DataTable caption={caption} columns={COLUMNS} className={styles.table}>
      {users.map((user) => (
        <tr key={user.id} data-testid="user-row">
          <th scope="row" className={styles.user}>
            <span className={styles.username}>{user.username}</span>
            <span className={styles.name}>{fullName(user) || 'No name given'}</span>
            <span className={styles.id}>ID {user.id}</span>
          </th>
          <td className={styles.contact}>
            <span className={styles.email}>{user.email}</span>
            <span className={styles.muted}>{user.phone_number ?? 'No phone'}</span>
          </td>
          <td>
            <RoleBadge user={user} />
          </td>
          <td>
            <StatusBadge user={user} />
          </td>
          <td className={styles.date}>{formatShortDate(user.date_joined)}</td>
          <td className={styles.date}>{lastLoginLabel(user.last_login)}</td>
          <td className={styles.orders}>
            <span className={styles.count}>{user.order_count} placed</span>
            <span className={styles.muted}>{user.completed_orders} completed</span>
          </td>
          <td className={styles.actions}>
            <UserRowActions user={user} actions={actions} layout="stack" />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
