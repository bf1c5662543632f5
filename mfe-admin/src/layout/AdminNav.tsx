import { Link, NavLink } from '@mealbox/web-kit/router';
import { HomeIcon, cx } from '@mealbox/web-kit';
import { ADMIN_SCREENS } from './admin-screens';
import styles from './AdminNav.module.css';

interface AdminNavProps {
  /** 'dark' on the sidebar, 'light' in the phone menu's sheet. */
  tone: 'dark' | 'light';
  /** Called when a link is followed (the phone menu closes). */
  onNavigate?: () => void;
}

/** Links to every admin screen, then to the main site (spec section 2). */
export function AdminNav({ tone, onNavigate }: AdminNavProps) {
  return (
    <nav aria-label="Admin" className={cx(styles.nav, styles[tone])}>
      <ul className={styles.links}>
        {ADMIN_SCREENS.map(({ to, label, Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              onClick={onNavigate}
              className={({ isActive }) => cx(styles.link, isActive && styles.active)}
            >
              <Icon size={20} />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
      <ul className={cx(styles.links, styles.site)}>
        <li>
          <Link to="/" onClick={onNavigate} className={styles.link}>
            <HomeIcon size={20} />
            Main site
          </Link>
        </li>
      </ul>
    </nav>
  );
}
