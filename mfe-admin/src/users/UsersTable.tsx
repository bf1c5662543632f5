import type { AdminUserRow } from '@mealbox/contracts';
import { formatShortDate } from '@mealbox/web-kit';
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

/** The users list on wide screens: one row per user, the username heading its row. */
export function UsersTable({ users, caption, actions }: UsersTableProps) {
  return (
    <div className={styles.frame}>
      <table className={styles.table}>
        <caption className="mb-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">User</th>
            <th scope="col">Contact</th>
            <th scope="col">Role</th>
            <th scope="col">Status</th>
            <th scope="col">Joined</th>
            <th scope="col">Last login</th>
            <th scope="col">Orders</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </div>
  );
}
