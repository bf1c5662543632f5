import type { ReactNode } from 'react';
import { cx } from '../ui/class-names';

/** The responsive grid of meal cards: one column on phones, up to four on wide screens. */
export function MealGrid({
  children,
  busy,
  columns = 'auto',
  className,
}: {
  children: ReactNode;
  busy?: boolean;
  columns?: 'auto' | 3;
  className?: string;
}) {
  return (
    <ul
      className={cx('mb-meal-grid', columns === 3 && 'mb-meal-grid--three', className)}
      aria-busy={busy || undefined}
    >
      {children}
    </ul>
  );
}

export function MealGridItem({ children }: { children: ReactNode }) {
  return <li className="mb-meal-grid__item">{children}</li>;
}
