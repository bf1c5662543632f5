import type { AdminUserRow } from '@mealbox/contracts';
import { formatDate } from '@mealbox/web-kit';
import { RoleBadge, StatusBadge } from './UserBadges';
import { UserRowActions } from './UserRowActions';
import type { UserActions } from './user-actions';
import { fullName, lastLoginLabel, ordersLabel } from './user-labels';
import styles from './UserCards.module.css';

/** The users list on phones and tablets: a card per user, every field labelled, the actions at the bottom. */
export function UserCards({ users, actions }: { users: readonly AdminUserRow[]; actions: UserActions }) {
  return (
    <ul className={styles.cards}>
      {users.map((user) => {
        const titleId = `user-card-${user.id}`;
        return (
          <li key={user.id}>
            <article className={styles.card} aria-labelledby={titleId} data-testid="user-row">
              <div className={styles.head}>
                <div className={styles.who}>
                  <h2 id={titleId} className={styles.username}>
                    {user.username}
                  </h2>
                  <p className={styles.name}>{fullName(user) || 'No name given'}</p>
                </div>
                <div className={styles.badges}>
                  <RoleBadge user={user} />
                  <StatusBadge user={user} />
                </div>
              </div>
              <dl className={styles.facts}>
                <div>
                  <dt>Email</dt>
                  <dd className={styles.wrap}>{user.email}</dd>
                </div>
                <div>
                  <dt>Phone</dt>
                  <dd>{user.phone_number ?? 'No phone'}</dd>
                </div>
                <div>
                  <dt>Joined</dt>
                  <dd>{formatDate(user.date_joined)}</dd>
                </div>
                <div>
                  <dt>Last login</dt>
                  <dd>{lastLoginLabel(user.last_login)}</dd>
                </div>
                <div>
                  <dt>Orders</dt>
                  <dd>{ordersLabel(user)}</dd>
                </div>
                <div>
                  <dt>ID</dt>
                  <dd className={styles.id}>{user.id}</dd>
                </div>
              </dl>
              <UserRowActions user={user} actions={actions} layout="row" />
            </article>
          </li>
        );
      })}
    </ul>
  );
}
