import { bankHolidayOn } from './bank-holidays';
import { addDays, dayOfWeek, formatLongDate } from '@mealbox/contracts/london-calendar';

/** Orders need this many working days' notice (spec section 7: "four working days from today"). */
export const NOTICE_WORKING_DAYS = 4;
/** And can be scheduled up to this many days ahead, inclusive (spec section 1: "up to 2 weeks ahead"). */
export const MAX_DAYS_AHEAD = 14;

/** Monday to Friday, except England and Wales bank holidays. */
export function isWorkingDay(date: string): boolean {
  const day = dayOfWeek(date);
  return day !== 0 && day !== 6 && !bankHolidayOn(date);
}

/** The `count`-th working day after `date` (not counting `date` itself). */
export function addWorkingDays(date: string, count: number): string {
  let current = date;
  for (let found = 0; found < count;) {
    current = addDays(current, 1);
    if (isWorkingDay(current)) found++;
  }
  return current;
}

export interface DeliveryWindow {
  /** London's date when asked. */
  today: string;
  /** The first and last deliverable days, and every deliverable day between them, earliest first. */
  earliest: string;
  latest: string;
  dates: string[];
}

/** The days an order placed on `today` may be delivered (DESIGN section 9). */
export function deliveryWindow(today: string): DeliveryWindow {
  const earliest = addWorkingDays(today, NOTICE_WORKING_DAYS);
  const lastDay = addDays(today, MAX_DAYS_AHEAD);
  const dates: string[] = [];
  for (let date = earliest; date <= lastDay; date = addDays(date, 1)) {
    if (isWorkingDay(date)) dates.push(date);
  }
  return { today, earliest, latest: dates.at(-1) ?? earliest, dates };
}

/**
 * Why `date` cannot be a delivery date for an order placed on `today`, with the allowed range in en-GB dates;
 * null when it can.
 */
export function deliveryDateProblem(date: string, today: string): string | null {
  const window = deliveryWindow(today);
  if (window.dates.includes(date)) return null;
  const range = `Choose a working day from ${formatLongDate(window.earliest)} to ${formatLongDate(window.latest)}.`;
  if (date < window.earliest) return `Deliveries need ${NOTICE_WORKING_DAYS} working days' notice. ${range}`;
  if (date > addDays(today, MAX_DAYS_AHEAD)) {
    return `Deliveries can be scheduled up to ${MAX_DAYS_AHEAD} days ahead. ${range}`;
  }
  const holiday = bankHolidayOn(date);
  if (holiday) return `${formatLongDate(date)} is a bank holiday (${holiday.name}). ${range}`;
  const weekday = dayOfWeek(date) === 0 ? 'Sunday' : 'Saturday';
  return `${formatLongDate(date)} is a ${weekday}: we deliver on working days only. ${range}`;
}
