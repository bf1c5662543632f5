import { Suspense } from 'react';
import { Link, Outlet, useMatches } from '@mealbox/web-kit/router';
import { routeTitle, useDocumentTitle } from '@mealbox/web-kit';
import styles from './StandaloneFrame.module.css';

/** Stand-in for the shell while developing the storefront alone: a thin bar, the page, and the route's title. */
export function StandaloneFrame() {
  const matches = useMatches();
  useDocumentTitle(routeTitle(matches[matches.length - 1]?.handle));
  return (
    <>
      <div className={styles.bar}>
        <strong>Storefront (standalone)</strong>
        <Link to="/">Home</Link>
        <Link to="/meals">Menu</Link>
        <Link to="/join-now/plans">Get Started</Link>
        <Link to="/login">Log in</Link>
      </div>
      <main id="main">
        {/* The information pages load on first use; the shell has its own Suspense for them. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
