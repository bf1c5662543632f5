import { SearchIcon, TextField } from '@mealbox/web-kit';
import { ToggleFilter } from '../components/ToggleFilter';
import { SEARCH_MAX_LENGTH, STATUS_FILTERS, type StatusFilter as Status } from './users-query';
import styles from './UsersToolbar.module.css';

interface UsersToolbarProps {
  status: Status;
  onStatus: (status: Status) => void;
  /** What is in the search box (the list follows it once typing pauses). */
  search: string;
  onSearch: (text: string) => void;
}

/** The status filter and the search box above the list. */
export function UsersToolbar({ status, onStatus, search, onSearch }: UsersToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <TextField
        className={styles.search}
        type="search"
        label="Search by username, name or email"
        name="search"
        value={search}
        maxLength={SEARCH_MAX_LENGTH}
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="search"
        endAction={
          <span className={styles.icon} aria-hidden="true">
            <SearchIcon size={20} />
          </span>
        }
        onChange={(event) => onSearch(event.target.value)}
      />
      <ToggleFilter label="Status" options={STATUS_FILTERS} value={status} onChange={onStatus} />
    </div>
  );
}
