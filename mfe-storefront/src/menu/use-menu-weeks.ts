import { useMemo } from 'react';
import { fetchDeliveryDates, useAsync } from '@mealbox/web-kit';
import { browserLondonDay, menuWeekChoices, type MenuWeekChoices } from './menu-week-choices';

/**
 * This week and next week for /meals, from the server's delivery days (its London today and the earliest day a
 * new order can come). Undefined while they load; if the call fails the browser's own London day is used, so the
 * menu still shows (this week first).
 */
export function useMenuWeeks(): MenuWeekChoices | undefined {
  const dates = useAsync((signal) => fetchDeliveryDates(signal), 'delivery-dates');
  const { status, data } = dates;
  return useMemo(() => {
    if (data) return menuWeekChoices(data.today, data.earliest) ?? undefined;
    if (status === 'error') return menuWeekChoices(browserLondonDay(), null) ?? undefined;
    return undefined;
  }, [status, data]);
}
