import { Link, Outlet, useMatches } from '@mealbox/web-kit/router';
import { routeTitle, useDocumentTitle } from '@mealbox/web-kit';
import { ADMIN_LOGIN_PATH, USERS_PATH } from '../admin-paths';
import styles from './StandaloneFrame.module.css';

/** Stand-in for the shell while developing the admin area alone: a thin bar, the page, and the route's title. */
export function StandaloneFrame() {
  const matches = useMatches();
  useDocumentTitle(routeTitle(matches[matches.length - 1]?.handle));
  return (
    <>
      <div className={styles.bar}>
        <strong>Admin (standalone)</strong>
        <Link to={ADMIN_LOGIN_PATH}>Sign in</Link>
        <Link to={USERS_PATH}>Users</Link>
      </div>
      <Outlet />
    </>
  );
}
