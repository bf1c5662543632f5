import { useMemo, useState } from 'react';
import type { DeliveryDates } from '@mealbox/contracts';
import {
  deliveryWeeks,
  fetchDeliveryDates,
  readMealSelectionWeek,
  useAsync,
  type AsyncResult,
  type DeliveryWeek,
} from '@mealbox/web-kit';
import { chosenDeliveryWeek } from './delivery-week-choice';

export interface DeliveryWeekState {
  dates: AsyncResult<DeliveryDates>;
  /** The menu weeks that hold delivery days, earliest first (empty while the days load). */
  weeks: DeliveryWeek[];
  /** The week shown; undefined until the days are known. */
  week: string | undefined;
  choose: (week: string) => void;
}

/**
 * The meal step's week: one of the weeks holding the days a new order can come (GET
 * /api/orders/delivery-dates/), the one kept with the box to start with, else the earliest.
 */
export function useDeliveryWeek(): DeliveryWeekState {
  const dates = useAsync((signal) => fetchDeliveryDates(signal), 'delivery-dates');
  const [choice, setChoice] = useState<string | null>(() => readMealSelectionWeek());
  const weeks = useMemo(() => deliveryWeeks(dates.data?.dates ?? []), [dates.data]);
  return { dates, weeks, week: chosenDeliveryWeek(weeks, choice), choose: setChoice };
}
