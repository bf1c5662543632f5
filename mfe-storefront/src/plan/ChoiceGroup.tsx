import { useId, type ReactNode } from 'react';
import { cx } from '@mealbox/web-kit';
import styles from './ChoiceGroup.module.css';

export interface ChoiceOption<V extends string | number> {
  value: V;
  /** The option's name ('Large', '8'); with `unit`, its accessible name ('8 meals'). */
  title: ReactNode;
  /** Said after the title, in smaller type ('meals'). */
  unit?: string;
  /** Read after the name (aria-describedby). */
  description?: ReactNode;
  icon?: ReactNode;
  /** A tag in the corner, e.g. the size premium or 'Most popular'. */
  tag?: ReactNode;
  /** A last line, e.g. a per-meal price. */
  footer?: ReactNode;
}

interface ChoiceGroupProps<V extends string | number> {
  /** Step number shown beside the legend. */
  number: number;
  legend: string;
  hint?: ReactNode;
  name: string;
  options: ReadonlyArray<ChoiceOption<V>>;
  value: V;
  onChange: (value: V) => void;
  /** cards: a few options with words; tiles: many short ones (meal counts). */
  layout: 'cards' | 'tiles';
  testId?: string;
}

/**
 * One of the plan's choices as a radio group: a fieldset with its legend, native radio inputs (arrow keys move
 * and choose, Tab leaves the group) drawn as cards. The whole card is the input's label.
 */
export function ChoiceGroup<V extends string | number>({
  number,
  legend,
  hint,
  name,
  options,
  value,
  onChange,
  layout,
  testId,
}: ChoiceGroupProps<V>) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <fieldset className={styles.group} aria-describedby={hintId} data-testid={testId}>
      <legend className={styles.legend}>
        <span className={styles.number} aria-hidden="true">
          {number}
        </span>
        <h2 className={styles.title}>{legend}</h2>
      </legend>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={cx(styles.options, styles[layout])}>
        {options.map((option) => {
          const optionId = `${id}-${String(option.value)}`;
          const checked = option.value === value;
          const describedBy = [
            option.description && `${optionId}-description`,
            option.tag && `${optionId}-tag`,
            option.footer && `${optionId}-footer`,
          ].filter(Boolean);
          return (
            <label key={String(option.value)} className={cx(styles.option, checked && styles.checked)}>
              <input
                type="radio"
                className={styles.input}
                name={name}
                value={String(option.value)}
                checked={checked}
                onChange={() => onChange(option.value)}
                aria-labelledby={`${optionId}-title`}
                aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
              />
              <span className={styles.card}>
                <span className={styles.radio} aria-hidden="true" />
                {option.icon ? (
                  <span className={styles.icon} aria-hidden="true">
                    {option.icon}
                  </span>
                ) : null}
                <span className={styles.text}>
                  <span id={`${optionId}-title`} className={styles.optionTitle}>
                    <span className={styles.value}>{option.title}</span>
                    {option.unit ? <span className={styles.unit}> {option.unit}</span> : null}
                  </span>
                  {option.description ? (
                    <span id={`${optionId}-description`} className={styles.description}>
                      {option.description}
                    </span>
                  ) : null}
                </span>
                {option.tag ? (
                  <span id={`${optionId}-tag`} className={styles.tag}>
                    {option.tag}
                  </span>
                ) : null}
                {option.footer ? (
                  <span id={`${optionId}-footer`} className={styles.footer}>
                    {option.footer}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
