import { useId, type ReactNode } from 'react';
import { FieldError, cx } from '@mealbox/web-kit';
import styles from './FoodInformationFields.module.css';

interface ChoiceFieldsetProps {
  legend: ReactNode;
  hint?: string | undefined;
  error?: string | undefined;
  className?: string | undefined;
  children: ReactNode;
}

/**
 * A group of radios or checkboxes: a fieldset whose legend names the question, and its hint and problem read out
 * with the group (aria-describedby), in the same order and look as web-kit's Field (label, hint, error, controls).
 */
export function ChoiceFieldset({ legend, hint, error, className, children }: ChoiceFieldsetProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = cx(hint ? hintId : null, error ? errorId : null) || undefined;
  return (
    <fieldset
      className={cx(styles.choice, error && styles.choiceInvalid, className)}
      aria-describedby={describedBy}
    >
      <legend className={styles.choiceLegend}>{legend}</legend>
      {hint ? (
        <p id={hintId} className="mb-field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
      <div className={styles.options}>{children}</div>
    </fieldset>
  );
}

interface ChoiceProps {
  type: 'radio' | 'checkbox';
  name: string;
  value: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** One radio or checkbox with its label, the whole pill clickable (44px high, for a thumb). */
export function Choice({ type, name, value, label, checked, onChange }: ChoiceProps) {
  return (
    <label className={styles.option}>
      <input
        type={type}
        name={name}
        value={value}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}
