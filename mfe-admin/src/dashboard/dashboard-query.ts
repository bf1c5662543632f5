import type { DashboardPeriod } from '@mealbox/contracts';
import type { QueryValue } from '@mealbox/web-kit';
import { londonDate } from '@mealbox/contracts/london-calendar';

export const PERIOD_OPTIONS: ReadonlyArray<{ value: DashboardPeriod; label: string }> = [
  { value: 'last_7_days', label: '7 days' },
  { value: 'last_30_days', label: '30 days' },
  { value: 'last_90_days', label: '90 days' },
  { value: 'last_12_months', label: '12 months' },
  { value: 'custom', label: 'Custom' },
];

/**
 * The contracts' periods, written out again: importing their runtime values would bring zod into this remote's
 * bundle. The unit test checks that both lists agree.
 */
export const SCREEN_PERIODS: readonly DashboardPeriod[] = PERIOD_OPTIONS.map((option) => option.value);
export const DEFAULT_SCREEN_PERIOD: DashboardPeriod = 'last_30_days';

export interface DashboardScreenQuery {
  period: DashboardPeriod;
  /** YYYY-MM-DD, only for a custom period; '' until chosen. */
  start: string;
  end: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isPeriod = (value: string | null): value is DashboardPeriod =>
  (SCREEN_PERIODS as readonly (string | null)[]).includes(value);

/** The screen's period from the URL (?period=custom&start_date=...&end_date=...); anything odd reads as the default. */
export function readDashboardQuery(params: URLSearchParams): DashboardScreenQuery {
  const period = params.get('period');
  const date = (name: string) => {
    const value = params.get(name) ?? '';
    return ISO_DATE.test(value) ? value : '';
  };
  return {
    period: isPeriod(period) ? period : DEFAULT_SCREEN_PERIOD,
    start: date('start_date'),
    end: date('end_date'),
  };
}

export function writeDashboardQuery(query: DashboardScreenQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.period !== DEFAULT_SCREEN_PERIOD) params.set('period', query.period);
  if (query.period === 'custom') {
    if (query.start) params.set('start_date', query.start);
    if (query.end) params.set('end_date', query.end);
  }
  return params;
}

/** A custom period is asked for only once both of its dates are chosen. */
export const readyToAsk = (query: DashboardScreenQuery): boolean =>
  query.period !== 'custom' || (query.start !== '' && query.end !== '');

/** What GET /api/analytics/dashboard is sent: the dates only with a custom period (the API refuses them otherwise). */
export function dashboardApiQuery(query: DashboardScreenQuery): Record<string, QueryValue> {
  return query.period === 'custom'
    ? { period: 'custom', start_date: query.start, end_date: query.end }
    : { period: query.period };
}

/** Today's date in London (YYYY-MM-DD), as the API counts days. */
export const londonToday = (): string => londonDate(new Date());
