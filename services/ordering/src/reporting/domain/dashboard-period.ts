import { MAX_DASHBOARD_DAYS } from '@mealbox/contracts';
import type { DashboardPeriod, DashboardQuery } from '@mealbox/contracts';
import { addDays, daysBetween, isoDate } from '@mealbox/contracts/london-calendar';

/** A period as London days (inclusive), and the twelve months its chart shows. */
export interface ResolvedPeriod {
  period: DashboardPeriod;
  start: string;
  end: string;
  /** YYYY-MM, oldest first: the twelve months ending with the month of `end`. */
  months: string[];
}

export type PeriodProblem = { field: 'start_date' | 'end_date'; message: string };

const EARLIEST = '2000-01-01';
const PRESET_DAYS = { last_7_days: 7, last_30_days: 30, last_90_days: 90 } as const;

/** The month `offset` months after YYYY-MM (negative goes back). */
export function shiftMonth(month: string, offset: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + offset;
  return isoDate(Math.floor(index / 12), (index % 12) + 1, 1).slice(0, 7);
}

/** Days in the period from `start` to `end`, both counted. */
const daysInPeriod = (start: string, end: string): number => daysBetween(start, end) + 1;

/**
 * The days a dashboard query covers, given today's London date. Presets end today; a custom period may not end
 * after today, start before 2000, or span more than MAX_DASHBOARD_DAYS.
 */
export function resolvePeriod(query: DashboardQuery, today: string): ResolvedPeriod | PeriodProblem {
  let start: string;
  let end = today;
  if (query.period === 'custom') {
    start = query.start_date ?? today;
    end = query.end_date ?? today;
    if (end > today) return { field: 'end_date', message: 'Must not be after today.' };
    if (start < EARLIEST) return { field: 'start_date', message: 'Must be on or after 2000-01-01.' };
    if (daysInPeriod(start, end) > MAX_DASHBOARD_DAYS)
      return { field: 'end_date', message: `The period may cover at most ${MAX_DASHBOARD_DAYS} days.` };
  } else if (query.period === 'last_12_months') {
    start = `${shiftMonth(today.slice(0, 7), -11)}-01`;
  } else {
    start = addDays(today, 1 - PRESET_DAYS[query.period]);
  }
  const last = end.slice(0, 7);
  const months = Array.from({ length: 12 }, (_, index) => shiftMonth(last, index - 11));
  return { period: query.period, start, end, months };
}
