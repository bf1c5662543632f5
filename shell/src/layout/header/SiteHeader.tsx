import { useState } from 'react';
import { Link, NavLink, useLocation } from '@mealbox/web-kit/router';
import { Button, LinkButton, MenuIcon, SignOutIcon, UserIcon, cx, useSession } from '@mealbox/web-kit';
import { Logo } from '../Logo';
import { ACCOUNT_PATH, LOGIN_PATH, MAIN_NAV, PLAN_PATH } from '../nav-links';
import { MobileMenu } from './MobileMenu';
import { useSignOut } from './use-sign-out';
import styles from './SiteHeader.module.css';

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const session = useSession();
  const signOut = useSignOut();
  // The spec's homepage variant of the bar is the one with Login among the desktop actions. Once signed in, the
  // account and Sign out show on every page: people need to see whose session this is, wherever they are.
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
          {session.signedIn ? (
            <div className={styles.account} data-testid="account">
              <Link
                to={ACCOUNT_PATH}
                className={styles.user}
                title={`Your account (signed in as ${session.username ?? 'you'})`}
              >
                <UserIcon size={18} />
                <span className="mb-visually-hidden">Your account, signed in as </span>
                <span className={styles.username}>{session.username ?? 'your account'}</span>
              </Link>
              <Button
                variant="ghost"
                size="sm"
                icon={<SignOutIcon size={16} />}
                onClick={() => void signOut.signOut()}
                disabled={signOut.pending}
              >
                Sign out
              </Button>
            </div>
          ) : isHome ? (
            <LinkButton to={LOGIN_PATH} variant="ghost" size="sm" className={styles.login}>
              Login
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
      <p className="mb-visually-hidden" role="status">
        {session.signedIn ? '' : signOut.announcement}
      </p>
      <MobileMenu
        open={menuOpen}
        onClose={() => setMenuOpen(false)}
        username={session.signedIn ? (session.username ?? 'your account') : null}
        onSignOut={() => {
          setMenuOpen(false);
          void signOut.signOut();
        }}
        signingOut={signOut.pending}
      />
    </header>
  );
}
