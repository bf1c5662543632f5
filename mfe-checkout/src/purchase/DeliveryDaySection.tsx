import { Link } from '@mealbox/web-kit/router';
import type { DeliveryDates } from '@mealbox/contracts';
import {
  Alert,
  LinkButton,
  LoadErrorAlert,
  cx,
  datesInWeek,
  describeError,
  menuWeekWords,
  type AsyncResult,
} from '@mealbox/web-kit';
import { PURCHASE_PATHS } from '../checkout-paths';
import { DeliveryDatePicker } from './DeliveryDatePicker';
import styles from './AddressForms.module.css';

interface DeliveryDaySectionProps {
  dates: AsyncResult<DeliveryDates>;
  /** The menu week the meals are from (its Monday): only its days are offered. */
  week: string;
  value: string | undefined;
  onChange: (date: string) => void;
  error: string | undefined;
}

/**
 * The delivery day part of an address step, in each state of the days' call. Only the days of the menu week the
 * meals were picked from are offered (the ordering service refuses meals that are not on the delivery week's
 * menu), saying why, with the way back to choose another week.
 */
export function DeliveryDaySection({ dates, week, value, onChange, error }: DeliveryDaySectionProps) {
  const weekWords = menuWeekWords(week);
  const changeWeek = (
    <LinkButton to={PURCHASE_PATHS.meals} variant="secondary" size="sm">
      Choose another week
    </LinkButton>
  );
  // (The empty week's alert offers it as a button; beside the days it is a quieter link.)
  if (dates.status === 'error' && !dates.data) {
    return (
      <LoadErrorAlert title="We couldn’t load the delivery days" onRetry={dates.retry}>
        {describeError(dates.error)}
      </LoadErrorAlert>
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
  const offered = datesInWeek(dates.data.dates, week);
  if (offered.length === 0) {
    return (
      <div data-testid="no-days-in-week">
        <Alert tone="warning" title={`No delivery days left in the week of ${weekWords}`} action={changeWeek}>
          Your meals are from that week&rsquo;s menu. Choose another week, then your meals from its menu.
        </Alert>
      </div>
    );
  }
  return (
    <div className={styles.weekDays} data-testid="delivery-week-days">
      <DeliveryDatePicker
        name="delivery_date"
        dates={offered}
        earliest={dates.data.earliest}
        value={value}
        onChange={onChange}
        error={error}
        hint={`Your meals are from the menu for the week of ${weekWords}, so your box comes on a day that week.`}
        hideLegend
      />
      <p className={styles.weekChange}>
        Want your box another week? Each week has its own menu, so{' '}
        <Link to={PURCHASE_PATHS.meals} className={styles.weekLink}>
          change the week with your meals
        </Link>
        .
      </p>
    </div>
  );
}
