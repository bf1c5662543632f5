import { addDays, londonDay, londonHour } from './london-calendar';

/**
 * The subscription's cut-off, as docs/subscriptions.md states it: changes to a box close at 12:00 London time
 * three calendar days before it arrives. The pickers use it to offer only days still open; the server decides.
 */
export const CUT_OFF_DAYS_BEFORE = 3;
export const CUT_OFF_HOUR = 12;

/** The earliest delivery day still open for changes at `now`: three days ahead, or four from noon. */
export function firstOpenDay(now: Date): string {
  const earliest = addDays(londonDay(now), CUT_OFF_DAYS_BEFORE);
  return londonHour(now) >= CUT_OFF_HOUR ? addDays(earliest, 1) : earliest;
}
