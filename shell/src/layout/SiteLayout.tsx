import { Outlet, ScrollRestoration } from '@mealbox/web-kit/router';
import { SiteHeader } from './header/SiteHeader';
import { SiteFooter } from './footer/SiteFooter';
import { SkipLink } from './SkipLink';
import styles from './SiteLayout.module.css';

/** The frame of every page: header and footer belong to the shell, the page in between to whoever serves it. */
export function SiteLayout() {
  return (
    <div className={styles.site}>
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
