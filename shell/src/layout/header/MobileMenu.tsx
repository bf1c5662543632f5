import { NavLink } from 'react-router-dom';
import { Drawer, LinkButton, cx } from '@mealbox/web-kit';
import { LOGIN_PATH, MAIN_NAV, PLAN_PATH } from '../nav-links';
import styles from './MobileMenu.module.css';

/**
 * The small-screen menu: the same links plus Log in. It closes on a link click, the close button, a click on the
 * backdrop and Escape (spec section 2; Drawer handles the last three).
 */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
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
      <div className={styles.actions}>
        <LinkButton to={LOGIN_PATH} variant="secondary" size="lg" fullWidth onClick={onClose}>
          Log in
        </LinkButton>
        <LinkButton to={PLAN_PATH} variant="accent" size="lg" fullWidth onClick={onClose}>
          Order Now
        </LinkButton>
      </div>
      <p className={styles.note}>Free delivery across most of the UK. Skip, pause or cancel any time.</p>
    </Drawer>
  );
}
