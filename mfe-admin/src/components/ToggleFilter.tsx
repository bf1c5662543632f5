import { useId } from 'react';
import { cx } from '@mealbox/web-kit';
import { STATUS_FILTERS, type StatusFilter as Status } from './users-query';
import styles from './StatusFilter.module.css';

/** All / Active / Inactive: toggle buttons, the pressed one the filter in force (as the menu's category chips). */
export function StatusFilter({ value, onChange }: { value: Status; onChange: (status: Status) => void }) {
  const labelId = useId();
  return (
    <div className={styles.filter}>
      <span id={labelId} className={styles.label}>
        Status
      </span>
      <div role="group" aria-labelledby={labelId} className={styles.group}>
        {STATUS_FILTERS.map((option) => {
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
