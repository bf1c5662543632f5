import type { MealCategory, MealStatus } from '@mealbox/contracts';
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
}

/** Search by name and filter by category and status, above the list (spec: Meals). */
export function MealsToolbar({
  search,
  onSearch,
  category,
  onCategory,
  status,
  onStatus,
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
    </div>
  );
}
