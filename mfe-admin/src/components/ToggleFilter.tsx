import { useId } from 'react';
import { cx } from '@mealbox/web-kit';
import styles from './ToggleFilter.module.css';

interface ToggleFilterProps<V extends string> {
  /** The group's name ('Status'), shown above it and read out with each button. */
  label: string;
  options: ReadonlyArray<{ value: V; label: string }>;
  value: V;
  onChange: (value: V) => void;
}

/**
 * A few mutually exclusive filters as toggle buttons, the pressed one the filter in force (as the menu's category
 * chips): All / Active / Inactive users, New / Handled messages.
 */
export function ToggleFilter<V extends string>({ label, options, value, onChange }: ToggleFilterProps<V>) {
  const labelId = useId();
  return (
    <div className={styles.filter}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div role="group" aria-labelledby={labelId} className={styles.group}>
        {options.map((option) => {
          const pressed = option.value === value;
          return (
            <button
              key={option.value}
              type="button"
              className={cx(styles.option, pressed && styles.pressed)}
              aria-pressed={pressed}
              onClick={() => onChange(option.value)}
            >
              {option.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}
