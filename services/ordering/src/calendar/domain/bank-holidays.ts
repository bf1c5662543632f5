import Holidays from 'date-holidays';
import { isWeekend } from '@mealbox/contracts/london-calendar';

/** A bank holiday in England and Wales: gov.uk's names for the usual and substitute days, the source's for one-offs. */
export interface BankHoliday {
  date: string;
  name: string;
}

/**
 * England and Wales share one list of bank holidays; date-holidays files it under England (`GB`/`ENG`, and `WLS`
 * gives the same days). Only its public holidays: the observances it also knows (Mother's Day, Easter Sunday) are
 * not days off. It keeps the substitute-day rules and the Crown's proclamations (2020's VE day, 2022's jubilee and
 * state funeral, 2023's coronation) upstream, so a new proclamation arrives with an update rather than an edit here.
 * Loading it costs ordering about 0.4 s and 12 MB once (its data covers every country); ordering alone needs it,
 * on the server, so no browser bundle carries it.
 */
const englandAndWales = new Holidays('GB', 'ENG', { types: ['public'] });

/** England and Wales's bank holidays of a year, in date order. */
export function englandAndWalesBankHolidays(year: number): BankHoliday[] {
  return (
    englandAndWales
      .getHolidays(year)
      // Dates come as 'YYYY-MM-DD 00:00:00', already the calendar day; no time zone is involved.
      .map((holiday) => ({ date: holiday.date.slice(0, 10), name: holiday.name }))
      // A fixed day that falls at a weekend is listed too, beside the substitute weekday that is the bank holiday;
      // gov.uk lists only the substitute, and a weekend is no delivery day either way.
      .filter((holiday) => !isWeekend(holiday.date))
      .sort((a, b) => a.date.localeCompare(b.date))
  );
}

const byYear = new Map<number, Map<string, BankHoliday>>();

/** The bank holiday on `date` (YYYY-MM-DD), if it is one. */
export function bankHolidayOn(date: string): BankHoliday | undefined {
  const year = Number(date.slice(0, 4));
  let holidays = byYear.get(year);
  if (!holidays) {
    holidays = new Map(englandAndWalesBankHolidays(year).map((holiday) => [holiday.date, holiday]));
    byYear.set(year, holidays);
  }
  return holidays.get(date);
}
