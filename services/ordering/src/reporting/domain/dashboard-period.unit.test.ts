import { resolvePeriod, shiftMonth } from './dashboard-period';

describe('dashboard periods', () => {
  it('when the last 7 days are asked for, then they end today and include it', () => {
    expect(resolvePeriod({ period: 'last_7_days' }, '2025-03-04')).toMatchObject({
      start: '2025-02-26',
      end: '2025-03-04',
    });
  });

  it('when the last 12 months are asked for, then they start on the first of the month eleven months back', () => {
    const period = resolvePeriod({ period: 'last_12_months' }, '2025-03-04');
    expect(period).toMatchObject({ start: '2024-04-01', end: '2025-03-04' });
    expect('months' in period && period.months).toEqual([
      '2024-04',
      '2024-05',
      '2024-06',
      '2024-07',
      '2024-08',
      '2024-09',
      '2024-10',
      '2024-11',
      '2024-12',
      '2025-01',
      '2025-02',
      '2025-03',
    ]);
  });

  it('when a custom period ends after today or spans more than two years, then it is refused with the field', () => {
    expect(
      resolvePeriod({ period: 'custom', start_date: '2025-01-01', end_date: '2025-03-05' }, '2025-03-04'),
    ).toEqual({ field: 'end_date', message: 'Must not be after today.' });
    expect(
      resolvePeriod({ period: 'custom', start_date: '2022-01-01', end_date: '2025-03-04' }, '2025-03-04'),
    ).toMatchObject({ field: 'end_date' });
  });

  it('when a month is shifted across a year end, then the year follows', () => {
    expect(shiftMonth('2025-01', -1)).toBe('2024-12');
    expect(shiftMonth('2024-12', 1)).toBe('2025-01');
    expect(shiftMonth('2025-03', -11)).toBe('2024-04');
  });
});
