import { useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { LinkButton, MenuIcon, cx } from '@mealbox/web-kit';
import { Logo } from '../Logo';
import { LOGIN_PATH, MAIN_NAV, PLAN_PATH } from '../nav-links';
import { MobileMenu } from './MobileMenu';
import styles from './SiteHeader.module.css';

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  // The spec's homepage variant of the bar is the one with Log in among the desktop actions.
  const isHome = useLocation().pathname === '/';
  return (
    <header className={styles.header}>
      <div className={cx('mb-container', styles.inner)}>
        <Logo />
        <nav aria-label="Main" className={styles.nav}>
          <ul className={styles.links}>
            {MAIN_NAV.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className={({ isActive }) => cx(styles.link, isActive && styles.active)}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.actions}>
          {isHome ? (
            <LinkButton to={LOGIN_PATH} variant="ghost" size="sm" className={styles.login}>
              Log in
            </LinkButton>
          ) : null}
          <LinkButton to={PLAN_PATH} variant="accent" size="sm">
            Order Now
          </LinkButton>
          <button
            type="button"
            className={styles.menuButton}
            aria-label="Open menu"
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon size={24} />
          </button>
        </div>
      </div>
      <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
    </header>
  );
}
