import {
  addDays,
  formatDayMonth,
  formatWeekdayDate,
  londonDate,
  londonTime,
} from '../../calendar/domain/london-calendar';

/**
 * The cut-off: changes to a box close at noon, London time, three calendar days before it arrives (a Thursday
 * box closes at 12:00 on Monday). From then on the box is locked: it comes as it is and is charged. Three days
 * leave the kitchen time to buy, cook and pack; calendar days (not working days) keep the rule one a customer
 * can work out, and London time follows the clocks (12:00 GMT in winter, 12:00 BST in summer).
 */
export const CUT_OFF = { daysBefore: 3, hour: 12, minute: 0 } as const;

export const CUT_OFF_RULE =
  'Changes to a box close at 12:00 (UK time) three days before it arrives, when it is charged.';

/** The London date of a box's cut-off, which is also the day it is charged. */
export const cutOffDateOf = (deliveryDate: string): string => addDays(deliveryDate, -CUT_OFF.daysBefore);

/** The instant changes to a box arriving on `deliveryDate` close. */
export const cutOffOf = (deliveryDate: string): Date =>
  londonTime(cutOffDateOf(deliveryDate), CUT_OFF.hour, CUT_OFF.minute);

/** Closed at the cut-off itself: at 12:00:00 the box is locked. */
export const hasClosed = (deliveryDate: string, now: Date): boolean =>
  now.getTime() >= cutOffOf(deliveryDate).getTime();

/**
 * The earliest delivery date still open for changes at `now`. Cut-offs follow delivery dates, so every date
 * from it on is open and every date before it is closed: "from the next delivery still open" is this date.
 */
export function firstOpenDate(now: Date): string {
  const earliest = addDays(londonDate(now), CUT_OFF.daysBefore);
  return hasClosed(earliest, now) ? addDays(earliest, 1) : earliest;
}

const clock = `${String(CUT_OFF.hour).padStart(2, '0')}:${String(CUT_OFF.minute).padStart(2, '0')}`;

/** 'Changes to your 12 March box closed at 12:00 on 9 March.' */
export const closedMessage = (deliveryDate: string): string =>
  `Changes to your ${formatDayMonth(deliveryDate)} box closed at ${clock} on ${formatDayMonth(cutOffDateOf(deliveryDate))}.`;

/** '12:00 on Monday 9 March 2026' */
export const cutOffWords = (deliveryDate: string): string =>
  `${clock} on ${formatWeekdayDate(cutOffDateOf(deliveryDate))}`;
