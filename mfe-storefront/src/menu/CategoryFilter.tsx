import type { Choice } from '@mealbox/contracts';
import { useEffect, useRef } from 'react';
import { COPY_FILTER_ATTRIBUTES } from '@mealbox/contracts/prerender';
import styles from './CategoryFilter.module.css';
import { CATEGORY_PARAM } from './use-category-param';

interface CategoryFilterProps {
  categories: ReadonlyArray<Choice>;
  /** undefined = All. */
  selected: string | undefined;
  onSelect: (category: string | undefined) => void;
  ready: boolean;
}

/**
 * 'All' plus one toggle per category; the pressed one is the filter in force. A prerendered copy of the menu applies
 * a chip by itself before the app has started (COPY_FILTER_ATTRIBUTES): its pressed look is therefore the
 * `aria-pressed` attribute's, which the copy can set, not a class of React's.
 */
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
              className={styles.chip}
              aria-pressed={pressed}
              onClick={() => onSelect(option.value)}
              {...{
                [COPY_FILTER_ATTRIBUTES.toggle]: CATEGORY_PARAM,
                [COPY_FILTER_ATTRIBUTES.value]: option.value ?? '',
              }}
            >
              {option.label}
            </button>
          );
        })}
        {ready
          ? null
          : categories.map((c) => <span key={c.value} className={`mb-skeleton ${styles.placeholder}`} />)}
      </div>
    </div>
  );
}
