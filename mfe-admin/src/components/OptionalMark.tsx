import styles from './OptionalMark.module.css';

/** '(optional)' after a field's label, in the label's words for screen readers but quieter to the eye. */
export function OptionalMark() {
  return <span className={styles.optional}>(optional)</span>;
}
