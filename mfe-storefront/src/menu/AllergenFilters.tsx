import { useId, useState } from 'react';
import {
  ALLERGEN_KEYS,
  SUITABILITIES,
  hasMenuFilters,
  type Allergen,
  type MenuFilters,
  type Suitability,
} from '@mealbox/contracts/food';
import { ChevronDownIcon, SlidersIcon, cx } from '@mealbox/web-kit';
import { filterCount, freeFromLabel, withChoice } from './menu-filter-params';
import styles from './AllergenFilters.module.css';

interface AllergenFiltersProps {
  filters: MenuFilters;
  onChange: (filters: MenuFilters) => void;
}

const FREE_FROM_CHOICES = ALLERGEN_KEYS.map((value) => ({ value, label: freeFromLabel(value) }));

/**
 * "Free from" (the 14 allergens) and "Suitable for" (the derived diets) as labelled checkboxes in two fieldsets.
 * On a phone they fold into a disclosure ("Filter by allergens and diet (2)") so the meals stay first; from 800 px
 * they are always open and the toggle is hidden. The same HTML serves every width (the gateway's prerendered copy
 * is captured at 1280 px and served to phones), so the width decides only through the stylesheet.
 */
export function AllergenFilters({ filters, onChange }: AllergenFiltersProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const count = filterCount(filters);
  const toggleAllergen = (allergen: Allergen, on: boolean) =>
    onChange({ ...filters, freeFrom: withChoice(filters.freeFrom, allergen, on) });
  const toggleDiet = (diet: Suitability, on: boolean) =>
    onChange({ ...filters, suitableFor: withChoice(filters.suitableFor, diet, on) });

  return (
    <div className={styles.filters} data-testid="allergen-filters">
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((was) => !was)}
      >
        <SlidersIcon size={18} />
        <span className={styles.toggleText}>
          Filter by allergens and diet{count > 0 ? ` (${count})` : ''}
        </span>
        <ChevronDownIcon size={18} className={cx(styles.chevron, open && styles.chevronOpen)} />
      </button>
      <div id={`${id}-panel`} className={cx(styles.panel, open && styles.open)}>
        <fieldset className={styles.group} aria-describedby={`${id}-free-hint`}>
          <legend className={styles.legend}>Free from</legend>
          <p id={`${id}-free-hint`} className={styles.hint}>
            Meals declared free from every allergen you tick. A meal that may contain one is left out.
          </p>
          <div className={styles.choices}>
            {FREE_FROM_CHOICES.map((choice) => (
              <Choice
                key={choice.value}
                label={choice.label}
                checked={filters.freeFrom.includes(choice.value)}
                onChange={(on) => toggleAllergen(choice.value, on)}
              />
            ))}
          </div>
        </fieldset>
        <fieldset className={cx(styles.group, styles.diets)}>
          <legend className={styles.legend}>Suitable for</legend>
          <div className={styles.choices}>
            {SUITABILITIES.map((choice) => (
              <Choice
                key={choice.value}
                label={choice.label}
                checked={filters.suitableFor.includes(choice.value)}
                onChange={(on) => toggleDiet(choice.value, on)}
              />
            ))}
          </div>
        </fieldset>
        {hasMenuFilters(filters) ? (
          <button
            type="button"
            className={styles.clear}
            onClick={() => onChange({ freeFrom: [], suitableFor: [] })}
          >
            Clear filters
          </button>
        ) : null}
      </div>
    </div>
  );
}

function Choice({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className={cx(styles.choice, checked && styles.checked)}>
      <input
        type="checkbox"
        className={styles.checkbox}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}
