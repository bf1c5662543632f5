import { Link } from 'react-router-dom';
import { cx } from '@mealbox/web-kit';
import styles from './Logo.module.css';

/** The Mealbox mark (a bowl with a fresh leaf) and wordmark; links home. */
export function Logo({ tone = 'dark', onClick }: { tone?: 'dark' | 'light'; onClick?: () => void }) {
  return (
    <Link to="/" className={cx(styles.logo, tone === 'light' && styles.light)} onClick={onClick}>
      <LogoMark />
      <span className={styles.word}>mealbox</span>
      <span className="mb-visually-hidden"> home</span>
    </Link>
  );
}

export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg
      className={styles.mark}
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="64" height="64" rx="16" fill="#17604a" />
      <path d="M12 32h40a20 20 0 0 1-40 0z" fill="#f0a22e" />
      <path d="M32 29c-1-8 3-15 12-17 1 9-4 16-12 17z" fill="#fdfaf5" />
      <path d="M32 29c-4-4-10-5-14-3 2 5 8 6 14 3z" fill="#c9e2d5" />
    </svg>
  );
}
