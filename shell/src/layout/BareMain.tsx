import type { ReactNode } from 'react';
import styles from './BareMain.module.css';

/**
 * The <main> landmark around the shell's own pages (loading, 'taking a break', not found, errors) where they show
 * in a remote's own frame, which has no shell layout to give them one.
 */
export function BareMain({ children }: { children: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className={styles.main}>
      {children}
    </main>
  );
}
