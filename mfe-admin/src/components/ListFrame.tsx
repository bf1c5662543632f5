import type { ReactNode } from 'react';
import { cx } from '@mealbox/web-kit';
import styles from './ListFrame.module.css';

export interface ListFrameProps {
  /** The next page is on its way: the rows on screen stay (no jump), dimmed, and the count is left blank. */
  busy: boolean;
  /** 'Showing 11–20 of 45 meals', read out as it changes. */
  count: string;
  /** Shown above the count: the alert that the last request failed, say. */
  alert?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A loaded page of an admin list: the count of what shows, then the rows (or what stands for none). */
export function ListFrame({ busy, count, alert, className, children }: ListFrameProps) {
  return (
    <div className={cx(styles.results, busy && styles.busy, className)} aria-busy={busy}>
      {alert}
      <p className={styles.count} aria-live="polite">
        {busy ? '' : count}
      </p>
      {children}
    </div>
  );
}
