import type { DeliveryDates } from '@mealbox/contracts';
import { Alert, Button, RefreshIcon, cx, describeError, type AsyncResult } from '@mealbox/web-kit';
import { DeliveryDatePicker } from './DeliveryDatePicker';
import styles from './AddressForms.module.css';

interface DeliveryDaySectionProps {
  dates: AsyncResult<DeliveryDates>;
  value: string | undefined;
  onChange: (date: string) => void;
  error: string | undefined;
}

/** The delivery day part of an address step, in each state of the days' call. */
export function DeliveryDaySection({ dates, value, onChange, error }: DeliveryDaySectionProps) {
  if (dates.status === 'error' && !dates.data) {
    return (
      <Alert
        tone="error"
        title="We couldn’t load the delivery days"
        action={
          <Button variant="secondary" size="sm" icon={<RefreshIcon size={16} />} onClick={dates.retry}>
            Try again
          </Button>
        }
      >
        {describeError(dates.error)}
      </Alert>
    );
  }
  if (!dates.data) {
    return (
      <div className={styles.daysLoading} aria-busy="true">
        <p className="mb-visually-hidden">Loading delivery days…</p>
        {Array.from({ length: 6 }, (_, i) => (
          <span key={i} className={cx('mb-skeleton', styles.daySkeleton)} />
        ))}
      </div>
    );
  }
  return (
    <DeliveryDatePicker
      name="delivery_date"
      dates={dates.data.dates}
      value={value}
      onChange={onChange}
      error={error}
      hideLegend
    />
  );
}
