import type { Choice } from '@mealbox/contracts';
import { useEffect, useRef } from 'react';
import { cx } from '@mealbox/web-kit';
import styles from './CategoryFilter.module.css';

interface CategoryFilterProps {
  categories: ReadonlyArray<Choice>;
  /** undefined = All. */
  selected: string | undefined;
  onSelect: (category: string | undefined) => void;
  ready: boolean;
}

/** 'All' plus one toggle per category; the pressed one is the filter in force. */
export function CategoryFilter({ categories, selected, onSelect, ready }: CategoryFilterProps) {
  const scroller = useRef<HTMLDivElement>(null);
  // On a narrow screen the chips scroll sideways; keep the chosen one in view (a shared link to
  // ?category=beverages would otherwise open with its chip hidden off to the right). Only the row scrolls,
  // never the page.
  useEffect(() => {
    const row = scroller.current;
    const chip = row?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!row || !chip) return;
    const chipStart = chip.offsetLeft - row.offsetLeft;
    if (chipStart < row.scrollLeft || chipStart + chip.offsetWidth > row.scrollLeft + row.clientWidth) {
      row.scrollLeft = chipStart - (row.clientWidth - chip.offsetWidth) / 2;
    }
  }, [selected, ready]);

  // Until the catalogue answers, placeholders hold the space, so the chips do not reshuffle when it does.
  const options: Array<{ value: string | undefined; label: string }> = [
    { value: undefined, label: 'All' },
    ...(ready ? categories.map((c) => ({ value: c.value, label: c.label })) : []),
  ];
  return (
    <div className={styles.scroller} ref={scroller}>
      <div
        role="group"
        aria-label="Filter meals by category"
        className={styles.group}
        aria-busy={!ready || undefined}
      >
        {options.map((option) => {
          const pressed = option.value === selected;
          return (
            <button
              key={option.value ?? 'all'}
              type="button"
              className={cx(styles.chip, pressed && styles.pressed)}
              aria-pressed={pressed}
              onClick={() => onSelect(option.value)}
            >
              {option.label}
            </button>
          );
        })}
        {ready
          ? null
          : categories.map((c) => <span key={c.value} className={cx('mb-skeleton', styles.placeholder)} />)}
      </div>
    </div>
  );
}
