import { Link } from '@mealbox/web-kit/router';
import { LogoMark, cx } from '@mealbox/web-kit';
import styles from './Logo.module.css';

/** The Mealbox mark (a bowl with a fresh leaf) and wordmark; links home. */
export function Logo({ tone = 'dark', onClick }: { tone?: 'dark' | 'light'; onClick?: () => void }) {
  return (
    <Link to="/" className={cx(styles.logo, tone === 'light' && styles.light)} onClick={onClick}>
      <LogoMark className={styles.mark} />
      <span className={styles.word}>mealbox</span>
      <span className="mb-visually-hidden"> home</span>
    </Link>
  );
}
