import { useId } from 'react';
import { AlertIcon, CalendarIcon, cx } from '@mealbox/web-kit';
import { dayParts } from './delivery-days';
import styles from './DeliveryDatePicker.module.css';

interface DeliveryDatePickerProps {
  /** The days on offer (GET /api/orders/delivery-dates/), earliest first. */
  dates: readonly string[];
  /** The earliest day any order can have, marked 'Earliest' when offered (the first offered by default). */
  earliest?: string;
  value: string | undefined;
  onChange: (date: string) => void;
  legend?: string;
  /** The legend is still read out, but not shown (a heading right above already says it). */
  hideLegend?: boolean;
  hint?: string;
  /** The server's words when it refused the day. */
  error?: string | undefined;
  name: string;
}

/**
 * The delivery day as a group of radio tiles (native radios: arrow keys move between days). Every working day
 * from four working days ahead to two weeks ahead, as the ordering service offers them (DESIGN section 9).
 */
export function DeliveryDatePicker({
  dates,
  earliest = dates[0],
  value,
  onChange,
  legend = 'Delivery day',
  hint = 'We deliver on working days, from four working days’ time up to two weeks ahead.',
  hideLegend = false,
  error,
  name,
}: DeliveryDatePickerProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={styles.group}
      aria-describedby={cx(hintId, error && errorId)}
      data-testid="delivery-days"
    >
      <legend className={hideLegend ? 'mb-visually-hidden' : styles.legend}>
        <CalendarIcon size={20} />
        {legend}
      </legend>
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
      {error ? (
        <p id={errorId} className={styles.error}>
          <AlertIcon size={16} />
          <span>
            <span className="mb-visually-hidden">Error: </span>
            {error}
          </span>
        </p>
      ) : null}
      <div className={styles.days}>
        {dates.map((date) => {
          const parts = dayParts(date);
          if (!parts) return null;
          const checked = date === value;
          return (
            <label key={date} className={cx(styles.day, checked && styles.checked)}>
              <input
                type="radio"
                className={styles.input}
                name={name}
                value={date}
                checked={checked}
                onChange={() => onChange(date)}
                aria-label={date === earliest ? `${parts.label} (earliest)` : parts.label}
              />
              <span className={styles.weekday} aria-hidden="true">
                {parts.weekday}
              </span>
              <span className={styles.number} aria-hidden="true">
                {parts.day}
              </span>
              <span className={styles.month} aria-hidden="true">
                {parts.month}
              </span>
              {date === earliest ? (
                <span className={styles.earliest} aria-hidden="true">
                  Earliest
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
