import styles from './SkipLink.module.css';

/** First stop for keyboard users: jump past the navigation to the page itself. */
export function SkipLink() {
  return (
    <a className={styles.skip} href="#main">
      Skip to main content
    </a>
  );
}
