import type { ReactNode } from 'react';
import { cx } from './class-names';

export type BadgeTone = 'green' | 'amber' | 'blue' | 'neutral' | 'accent';

export function Badge({
  tone = 'neutral',
  icon,
  children,
}: {
  tone?: BadgeTone;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <span className={cx('mb-badge', `mb-badge--${tone}`)}>
      {icon}
      {children}
    </span>
  );
}
