import {
  ADD_ON_CATEGORIES,
  ADD_ON_STATUSES,
  type AddOnCategory,
  type AddOnStatus,
} from '@mealbox/contracts/add-ons';
import { SearchIcon, SelectField, TextField } from '@mealbox/web-kit';
import { ADD_ON_SEARCH_MAX_LENGTH } from './add-ons-query';
import styles from '../meals/MealsToolbar.module.css';

interface AddOnsToolbarProps {
  /** What is in the search box (the list follows it once typing pauses). */
  search: string;
  onSearch: (text: string) => void;
  category: AddOnCategory | '';
  onCategory: (category: AddOnCategory | '') => void;
  status: AddOnStatus | '';
  onStatus: (status: AddOnStatus | '') => void;
}

/** Search by name and filter by category and status, above the list, as on the meals screen. */
export function AddOnsToolbar({
  search,
  onSearch,
  category,
  onCategory,
  status,
  onStatus,
}: AddOnsToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <TextField
        className={styles.search}
        type="search"
        label="Search by name"
        name="search"
        value={search}
        maxLength={ADD_ON_SEARCH_MAX_LENGTH}
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
        options={[{ value: '', label: 'All categories' }, ...ADD_ON_CATEGORIES]}
        value={category}
        onChange={(event) => onCategory(event.target.value as AddOnCategory | '')}
      />
      <SelectField
        label="Status"
        name="status"
        options={[{ value: '', label: 'Every status' }, ...ADD_ON_STATUSES]}
        value={status}
        onChange={(event) => onStatus(event.target.value as AddOnStatus | '')}
      />
    </div>
  );
}
