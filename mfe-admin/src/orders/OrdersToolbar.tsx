import type { OrderStatus } from '@mealbox/contracts';
import { SearchIcon, SelectField, TextField } from '@mealbox/web-kit';
import { ORDER_STATUS_CHOICES } from './order-labels';
import { ORDER_SEARCH_MAX_LENGTH, readDay } from './orders-query';
import styles from './OrdersToolbar.module.css';

interface OrdersToolbarProps {
  /** What is in the search box (the list follows it once typing pauses). */
  search: string;
  onSearch: (text: string) => void;
  status: OrderStatus | '';
  onStatus: (status: OrderStatus | '') => void;
  startDate: string;
  endDate: string;
  onDates: (dates: { start_date: string; end_date: string }) => void;
}

/** The report's filters (spec: status, start date, end date and search), above the list. */
export function OrdersToolbar({
  search,
  onSearch,
  status,
  onStatus,
  startDate,
  endDate,
  onDates,
}: OrdersToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <TextField
        className={styles.search}
        type="search"
        label="Search by reference, name, email or order ID"
        name="search"
        value={search}
        maxLength={ORDER_SEARCH_MAX_LENGTH}
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
      <SelectField
        className={styles.status}
        label="Status"
        name="status"
        options={[{ value: '', label: 'Every status' }, ...ORDER_STATUS_CHOICES]}
        value={status}
        onChange={(event) => onStatus(event.target.value as OrderStatus | '')}
      />
      <TextField
        type="date"
        label="Start date"
        name="start_date"
        value={startDate}
        max={endDate || undefined}
        onChange={(event) => onDates({ start_date: readDay(event.target.value), end_date: endDate })}
      />
      <TextField
        type="date"
        label="End date"
        name="end_date"
        value={endDate}
        min={startDate || undefined}
        onChange={(event) => onDates({ start_date: startDate, end_date: readDay(event.target.value) })}
      />
    </div>
  );
}
