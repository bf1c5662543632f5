import { cx } from '@mealbox/web-kit';
import type { MenuWeekChoice } from './menu-week-choices';
import styles from './WeekSwitcher.module.css';

interface WeekSwitcherProps {
  /** undefined while the weeks are worked out (placeholders hold the space). */
  choices: readonly MenuWeekChoice[] | undefined;
  selected: string | undefined;
  onSelect: (week: string) => void;
}

/** 'This week · from Monday 23 November' | 'Next week · from Monday 30 November': the pressed one is shown. */
export function WeekSwitcher({ choices, selected, onSelect }: WeekSwitcherProps) {
  return (
    <div
      role="group"
      aria-label="Menu week"
      className={styles.switcher}
      aria-busy={!choices || undefined}
      data-testid="week-switcher"
    >
      {choices
        ? choices.map((choice) => {
            const pressed = choice.week === selected;
            return (
              <button
                key={choice.week}
                type="button"
                className={cx(styles.week, pressed && styles.pressed)}
                aria-pressed={pressed}
                onClick={() => onSelect(choice.week)}
              >
                <span className={styles.name}>{choice.name}</span>
                <span className={styles.from}>{choice.from}</span>
              </button>
            );
          })
        : [0, 1].map((n) => <span key={n} className={cx('mb-skeleton', styles.placeholder)} />)}
    </div>
  );
}
