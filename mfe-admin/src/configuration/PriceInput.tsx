import { useId } from 'react';
import { cx } from '@mealbox/web-kit';
import styles from './PriceInput.module.css';

interface PriceInputProps {
  /** Names the input for everyone ('Weekly price for 8 meals'); shown only where `showLabel` is set. */
  label: string;
  showLabel: boolean;
  name: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/**
 * A compact pound amount for the pricing rows: '£' before the digits, a decimal keypad on phones, and its
 * problem right under it. A table cell has no room for a full field, so the label can be visually hidden.
 */
export function PriceInput({ label, showLabel, name, value, error, onChange }: PriceInputProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={cx(styles.label, !showLabel && 'mb-visually-hidden')}>
        {label}
      </label>
      <div className={styles.control}>
        <span className={styles.pound} aria-hidden="true">
          £
        </span>
        <input
          id={id}
          name={name}
          className={cx('mb-input', styles.input)}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
