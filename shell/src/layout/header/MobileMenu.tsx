import { Link, NavLink } from '@mealbox/web-kit/router';
import { Button, DeliveryClaim, Drawer, LinkButton, SignOutIcon, UserIcon, cx } from '@mealbox/web-kit';
import { ACCOUNT_PATH, LOGIN_PATH, MAIN_NAV, PLAN_PATH } from '../nav-links';
import styles from './MobileMenu.module.css';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  /** Who is signed in; null shows Login instead of the account and Sign out. */
  username: string | null;
  onSignOut: () => void;
  signingOut: boolean;
}

/**
 * The small-screen menu: the same links plus Login (or, signed in, the account and Sign out). It closes on a link
 * click, the close button, a click on the backdrop and Escape (spec section 2; Drawer handles the last three).
 */
export function MobileMenu({ open, onClose, username, onSignOut, signingOut }: MobileMenuProps) {
  return (
    <Drawer open={open} onClose={onClose} title="Menu" closeLabel="Close menu">
      <nav aria-label="Mobile">
        <ul className={styles.links}>
          {MAIN_NAV.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                onClick={onClose}
                className={({ isActive }) => cx(styles.link, isActive && styles.active)}
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {username !== null ? (
        <div className={styles.account} data-testid="mobile-account">
          <span className={styles.avatar}>
            <UserIcon size={20} />
          </span>
          <p className={styles.accountText}>
            Signed in as <strong className={styles.username}>{username}</strong>
            <Link to={ACCOUNT_PATH} className={styles.accountLink} onClick={onClose}>
              Your account
            </Link>
          </p>
        </div>
      ) : null}
      <div className={styles.actions}>
        {username !== null ? (
          <Button
            variant="secondary"
            size="lg"
            fullWidth
            icon={<SignOutIcon size={18} />}
            onClick={onSignOut}
            disabled={signingOut}
          >
            Sign out
          </Button>
        ) : (
          <LinkButton to={LOGIN_PATH} variant="secondary" size="lg" fullWidth onClick={onClose}>
            Login
          </LinkButton>
        )}
        <LinkButton to={PLAN_PATH} variant="accent" size="lg" fullWidth onClick={onClose}>
          Order Now
        </LinkButton>
      </div>
      <p className={styles.note}>
        <DeliveryClaim /> across most of the UK. Skip, pause or cancel any time.
      </p>
    </Drawer>
  );
}
