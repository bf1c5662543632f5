import type { ReactNode } from 'react';
import styles from './AdminPageHeader.module.css';

/** The top of an admin screen: its name (the page's only h1) and a line on what it is for. */
export function AdminPageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className={styles.header}>
      <p className="mb-eyebrow">Admin</p>
      <h1 className={styles.title}>{title}</h1>
      {children ? <div className={styles.lead}>{children}</div> : null}
    </div>
  );
}
