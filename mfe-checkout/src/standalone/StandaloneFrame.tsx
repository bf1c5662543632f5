import { Link, Outlet, useMatches } from '@mealbox/web-kit/router';
import { routeTitle, useDocumentTitle } from '@mealbox/web-kit';
import { ACCOUNT_PATH } from '../checkout-paths';
import styles from './StandaloneFrame.module.css';

/** Stand-in for the shell while developing checkout alone: a thin bar, the page in a <main>, the route's title. */
export function StandaloneFrame() {
  const matches = useMatches();
  useDocumentTitle(routeTitle(matches[matches.length - 1]?.handle));
  return (
    <>
      <div className={styles.bar}>
        <strong>Checkout (standalone)</strong>
        <Link to={ACCOUNT_PATH}>My Account</Link>
      </div>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
