import type { MealCategory, MealStatus } from '@mealbox/contracts';
import { ALLERGENS, type Allergen } from '@mealbox/contracts/food';
import { MEAL_CATEGORY_CHOICES, SearchIcon, SelectField, TextField } from '@mealbox/web-kit';
import { MEAL_STATUS_CHOICES } from './meal-choices';
import { MEAL_SEARCH_MAX_LENGTH } from './meals-query';
import styles from './MealsToolbar.module.css';

interface MealsToolbarProps {
  /** What is in the search box (the list follows it once typing pauses). */
  search: string;
  onSearch: (text: string) => void;
  category: MealCategory | '';
  onCategory: (category: MealCategory | '') => void;
  status: MealStatus | '';
  onStatus: (status: MealStatus | '') => void;
  allergen: Allergen | '';
  onAllergen: (allergen: Allergen | '') => void;
}

const ALLERGEN_CHOICES = [
  { value: '', label: 'Any or none' },
  ...ALLERGENS.map((a) => ({ value: a.value, label: a.label })),
];

/**
 * Search by name and filter by category, status and an allergen, above the list (spec: Meals). The allergen filter
 * finds meals that contain or may contain it: what staff look for when an allergen's supply or rules change.
 */
export function MealsToolbar({
  search,
  onSearch,
  category,
  onCategory,
  status,
  onStatus,
  allergen,
  onAllergen,
}: MealsToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <TextField
        className={styles.search}
        type="search"
        label="Search by name"
        name="search"
        value={search}
        maxLength={MEAL_SEARCH_MAX_LENGTH}
        spellCheck={false}
        enterKeyHint="search"
        endAction={
          <span className={styles.icon} aria-hidden="true">
            <SearchIcon size={20} />
          </span>
        }
        onChange={(event) => onSearch(event.target.value)}
      />
      <SelectField
        label="Category"
        name="category"
        options={[{ value: '', label: 'All categories' }, ...MEAL_CATEGORY_CHOICES]}
        value={category}
        onChange={(event) => onCategory(event.target.value as MealCategory | '')}
      />
      <SelectField
        label="Status"
        name="status"
        options={[{ value: '', label: 'Every status' }, ...MEAL_STATUS_CHOICES]}
        value={status}
        onChange={(event) => onStatus(event.target.value as MealStatus | '')}
      />
      <SelectField
        label="Contains allergen"
        name="allergen"
        options={ALLERGEN_CHOICES}
        value={allergen}
        onChange={(event) => onAllergen(event.target.value as Allergen | '')}
      />
    </div>
  );
}
