import { menuWeekWords, type DeliveryWeek } from '@mealbox/web-kit';
import { dayParts } from '../purchase/delivery-days';

/**
 * The meal step's choice of week. A new order can come on any working day from four working days to 14 days
 * ahead, which spans two or three menu weeks, and its meals must be on the menu of its delivery week (the ordering
 * service refuses others). So the customer picks the week first, then that week's meals, then (on the address
 * step) one of its days.
 */

/** The week to show: the one kept with the box while it still has delivery days, else the earliest. */
export function chosenDeliveryWeek(weeks: readonly DeliveryWeek[], kept: string | null): string | undefined {
  return weeks.some((each) => each.week === kept) ? (kept as string) : weeks[0]?.week;
}

export interface DeliveryWeekWords {
  /** 'Week of Monday 30 November'. */
  title: string;
  /** 'Delivery Tue 1 to Fri 4 Dec' or 'Delivery Mon 14 Dec'. */
  days: string;
}

const short = (date: string) => {
  const parts = dayParts(date);
  return parts ? `${parts.weekday} ${parts.day}` : date;
};
const month = (date: string) => dayParts(date)?.month ?? '';

/** How a week is offered: its Monday, and the delivery days it has (the first and last, with their month). */
export function deliveryWeekWords(week: DeliveryWeek): DeliveryWeekWords {
  const first = week.dates[0];
  const last = week.dates[week.dates.length - 1];
  const title = `Week of ${menuWeekWords(week.week)}`;
  if (!first || !last) return { title, days: '' };
  if (first === last) return { title, days: `Delivery ${short(first)} ${month(first)}` };
  const firstMonth = month(first) === month(last) ? '' : ` ${month(first)}`;
  return { title, days: `Delivery ${short(first)}${firstMonth} to ${short(last)} ${month(last)}` };
}
