import { useId } from 'react';
import { CalendarIcon, cx, type DeliveryWeek } from '@mealbox/web-kit';
import { deliveryWeekWords } from './delivery-week-choice';
import styles from './DeliveryWeekPicker.module.css';

interface DeliveryWeekPickerProps {
  weeks: readonly DeliveryWeek[];
  value: string | undefined;
  onChange: (week: string) => void;
}

/**
 * 'Which week is your box for?': one tile per menu week that has delivery days (native radios, so arrow keys
 * move between weeks). The menu below is that week's, and the address step offers that week's days.
 */
export function DeliveryWeekPicker({ weeks, value, onChange }: DeliveryWeekPickerProps) {
  const id = useId();
  return (
    <fieldset className={styles.group} aria-describedby={`${id}-hint`} data-testid="delivery-week-picker">
      <legend className={styles.legend}>
        <CalendarIcon size={18} />
        Which week is your first box for?
      </legend>
      <p id={`${id}-hint`} className={styles.hint}>
        Our menu changes every week. Choose the week you&rsquo;d like your box, then pick from that
        week&rsquo;s menu; you&rsquo;ll choose the day next.
      </p>
      <div className={styles.weeks}>
        {weeks.map((week) => {
          const words = deliveryWeekWords(week);
          const checked = week.week === value;
          return (
            <label key={week.week} className={cx(styles.week, checked && styles.checked)}>
              <input
                type="radio"
                className={styles.input}
                name={`${id}-week`}
                value={week.week}
                checked={checked}
                onChange={() => onChange(week.week)}
              />
              <span className={styles.title}>{words.title}</span>
              <span className={styles.days}>{words.days}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
