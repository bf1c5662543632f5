import { useState } from 'react';
import { Outlet } from '@mealbox/web-kit/router';
import { Drawer, MenuIcon, useSession } from '@mealbox/web-kit';
import { AdminAccount } from './AdminAccount';
import { AdminBrand } from './AdminBrand';
import { AdminNav } from './AdminNav';
import { useAdminSignOut } from './use-admin-sign-out';
import styles from './AdminLayout.module.css';

/**
 * The frame of every admin screen (the shell draws none around this remote, see the shell's REMOTE_FRAMES): a
 * sidebar with the admin screens, the main site and who is signed in; on phones a bar whose menu button opens
 * the same links in a sheet.
 */
export function AdminLayout() {
  const session = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const signOut = useAdminSignOut();
  const username = session.username ?? 'staff';
  const closeMenu = () => setMenuOpen(false);
  return (
    <div className={styles.layout}>
      <a className={styles.skip} href="#main">
        Skip to main content
      </a>
      <header className={styles.sidebar}>
        <div className={styles.top}>
          <AdminBrand />
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
        <div className={styles.wide}>
          <AdminNav tone="dark" />
          <AdminAccount
            tone="dark"
            username={username}
            onSignOut={() => void signOut.signOut()}
            signingOut={signOut.pending}
          />
        </div>
      </header>
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <Drawer open={menuOpen} onClose={closeMenu} title="Admin menu" closeLabel="Close menu">
        <div className={styles.sheet}>
          <AdminNav tone="light" onNavigate={closeMenu} />
          <AdminAccount
            tone="light"
            username={username}
            onSignOut={() => {
              closeMenu();
              void signOut.signOut();
            }}
            signingOut={signOut.pending}
          />
        </div>
      </Drawer>
    </div>
  );
}
