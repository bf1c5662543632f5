import { cx } from './class-names';

/** A spinning ring. Decorative: whatever shows it must also say in words what is loading. */
export function Spinner({ size = 'md', className }: { size?: 'sm' | 'md' | 'lg'; className?: string }) {
  return <span className={cx('mb-spinner', `mb-spinner--${size}`, className)} aria-hidden="true" />;
}
