import styles from './MealCardSkeleton.module.css';

/** The shape of a meal card while the menu loads, so the page does not jump when it arrives. */
export function MealCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={`mb-skeleton ${styles.image}`} />
      <div className={styles.body}>
        <div className={`mb-skeleton ${styles.line} ${styles.title}`} />
        <div className={`mb-skeleton ${styles.line}`} />
        <div className={`mb-skeleton ${styles.line} ${styles.short}`} />
        <div className={`mb-skeleton ${styles.button}`} />
      </div>
    </div>
  );
}
