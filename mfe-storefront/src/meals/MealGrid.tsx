import type { ReactNode } from 'react';
import { cx } from '@mealbox/web-kit';
import styles from './MealGrid.module.css';

/** The responsive grid of meal cards: one column on phones, up to four on wide screens. */
export function MealGrid({
  children,
  busy,
  columns = 'auto',
}: {
  children: ReactNode;
  busy?: boolean;
  columns?: 'auto' | 3;
}) {
  return (
    <ul className={cx(styles.grid, columns === 3 && styles.three)} aria-busy={busy || undefined}>
      {children}
    </ul>
  );
}

export function MealGridItem({ children }: { children: ReactNode }) {
  return <li className={styles.item}>{children}</li>;
}
