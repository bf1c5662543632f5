import type { ReactNode } from 'react';
import styles from './StatusPage.module.css';

export interface StatusPageProps {
  art: ReactNode;
  eyebrow: string;
  title: string;
  children: ReactNode;
  actions: ReactNode;
  /** Extra help under the actions, e.g. popular links. */
  aside?: ReactNode;
}

/** The layout shared by the not-found, unavailable and error pages: a friendly picture, what happened, a way on. */
export function StatusPage({ art, eyebrow, title, children, actions, aside }: StatusPageProps) {
  return (
    <section className={styles.page} aria-labelledby="status-title">
      <div className={`mb-container ${styles.inner}`}>
        <div className={styles.art}>{art}</div>
        <div className={styles.content}>
          <p className="mb-eyebrow">{eyebrow}</p>
          <h1 id="status-title" className={styles.title}>
            {title}
          </h1>
          <div className={styles.text}>{children}</div>
          <div className={styles.actions}>{actions}</div>
          {aside ? <div className={styles.aside}>{aside}</div> : null}
        </div>
      </div>
    </section>
  );
}
