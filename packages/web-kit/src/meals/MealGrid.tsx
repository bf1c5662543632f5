import type { ReactNode } from 'react';
import { COPY_FILTER_ATTRIBUTES } from '@mealbox/contracts/prerender';
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

/** One cell; `copyFilter` names the filter (and the item's value under it) that a prerendered copy may apply. */
export function MealGridItem({
  children,
  copyFilter,
}: {
  children: ReactNode;
  copyFilter?: { name: string; value: string };
}) {
  const filterAttributes = copyFilter
    ? { [COPY_FILTER_ATTRIBUTES.item]: copyFilter.name, [COPY_FILTER_ATTRIBUTES.value]: copyFilter.value }
    : {};
  return (
    <li className="mb-meal-grid__item" {...filterAttributes}>
      {children}
    </li>
  );
}
