import { countOf, monthTick, niceCeiling, periodLabel } from './dashboard-labels';
import { DASHBOARD_PERIODS, DEFAULT_DASHBOARD_PERIOD } from '@mealbox/contracts';
import {
  DEFAULT_SCREEN_PERIOD,
  SCREEN_PERIODS,
  dashboardApiQuery,
  readDashboardQuery,
  readyToAsk,
  writeDashboardQuery,
} from './dashboard-query';

describe('dashboard screen helpers', () => {
  it('when the screen offers periods, then they are exactly the API’s, with the same default', () => {
    expect(SCREEN_PERIODS).toEqual(DASHBOARD_PERIODS);
    expect(DEFAULT_SCREEN_PERIOD).toBe(DEFAULT_DASHBOARD_PERIOD);
  });

  it('when the URL has no period or a strange one, then the last 30 days are shown', () => {
    expect(readDashboardQuery(new URLSearchParams(''))).toEqual({
      period: 'last_30_days',
      start: '',
      end: '',
    });
    expect(readDashboardQuery(new URLSearchParams('period=forever')).period).toBe('last_30_days');
  });

  it('when a preset is chosen, then only the period is sent and kept in the URL, never dates', () => {
    const query = { period: 'last_7_days' as const, start: '2025-01-01', end: '2025-01-31' };
    expect(dashboardApiQuery(query)).toEqual({ period: 'last_7_days' });
    expect(writeDashboardQuery(query).toString()).toBe('period=last_7_days');
  });

  it('when a custom period lacks a date, then it is not asked for yet', () => {
    expect(readyToAsk({ period: 'custom', start: '2025-01-01', end: '' })).toBe(false);
    const query = readDashboardQuery(
      new URLSearchParams('period=custom&start_date=2025-01-01&end_date=2025-01-31'),
    );
    expect(readyToAsk(query)).toBe(true);
    expect(dashboardApiQuery(query)).toEqual({
      period: 'custom',
      start_date: '2025-01-01',
      end_date: '2025-01-31',
    });
  });

  it('when months are labelled, then January carries its year and the rest their short name', () => {
    expect(monthTick('2025-01')).toBe('Jan 25');
    expect(monthTick('2025-03')).toBe('Mar');
  });

  it('when a period and counts are written out, then they read in British English', () => {
    expect(periodLabel('2025-03-01', '2025-03-30')).toBe('1 March 2025 to 30 March 2025');
    expect(countOf(1, ['order', 'orders'])).toBe('1 order');
    expect(countOf(12345, ['order', 'orders'])).toBe('12,345 orders');
  });

  it('when the chart is scaled, then its top is a round number at or above the largest bar', () => {
    expect(niceCeiling(0)).toBe(4);
    expect(niceCeiling(7)).toBe(10);
    expect(niceCeiling(13)).toBe(20);
    expect(niceCeiling(240)).toBe(250);
    expect(niceCeiling(3100)).toBe(5000);
  });
});
