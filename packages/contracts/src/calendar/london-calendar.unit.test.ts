import {
  addDays,
  daysBetween,
  everyDateFrom,
  formatDayMonth,
  formatLongDate,
  isWeekend,
  londonDate,
  londonClockTime,
  londonHour,
  londonMidnight,
  londonTime,
  weekdayOf,
} from './london-calendar';

describe('the London calendar', () => {
  it('when it is late evening UTC in summer, then London is already on the next day and an hour ahead', () => {
    const now = new Date('2026-06-30T23:30:00Z');
    expect(londonDate(now)).toBe('2026-07-01');
    expect(londonHour(now)).toBe(0);
  });

  it('when the time on London’s clocks is asked for, then it is 24-hour, GMT in winter and BST in summer', () => {
    expect(londonClockTime(new Date('2026-01-15T09:05:00Z'))).toBe('09:05');
    expect(londonClockTime(new Date('2026-07-15T11:00:00Z'))).toBe('12:00');
    expect(londonClockTime(new Date('2026-06-30T23:30:00Z'))).toBe('00:30');
  });

  it('when it is winter, then London keeps UTC’s day and hour', () => {
    const now = new Date('2026-01-15T11:59:00Z');
    expect(londonDate(now)).toBe('2026-01-15');
    expect(londonHour(now)).toBe(11);
  });

  it('when days are added across a month end or the clocks changing, then the calendar day is right', () => {
    expect(addDays('2026-02-27', 3)).toBe('2026-03-02');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-03-02', -3)).toBe('2026-02-27');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-03-30', '2026-03-28')).toBe(-2);
  });

  it('when asked for a day’s weekday, then it is named in English and weekends are known', () => {
    expect(weekdayOf('2026-03-12')).toBe('Thursday');
    expect(isWeekend('2026-03-14')).toBe(true);
    expect(isWeekend('2026-03-15')).toBe(true);
    expect(isWeekend('2026-03-16')).toBe(false);
    expect(formatLongDate('2026-03-07')).toBe('7 March 2026');
  });

  it('when a range is asked for, then every day in it is listed, both ends included; a bad day gives none', () => {
    expect(everyDateFrom('2026-03-30', '2026-04-02')).toEqual([
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
    ]);
    expect(everyDateFrom('2026-04-02', '2026-03-30')).toEqual([]);
    expect(everyDateFrom('soon', '2026-03-30')).toEqual([]);
  });

  it('when London’s midnight or noon is asked for either side of the clocks changing, then it is GMT or BST', () => {
    expect(londonMidnight('2026-03-28').toISOString()).toBe('2026-03-28T00:00:00.000Z');
    expect(londonMidnight('2026-03-30').toISOString()).toBe('2026-03-29T23:00:00.000Z');
    expect(londonTime('2026-03-28', 12).toISOString()).toBe('2026-03-28T12:00:00.000Z');
    expect(londonTime('2026-03-30', 12).toISOString()).toBe('2026-03-30T11:00:00.000Z');
  });
});

describe('calendar dates in words', () => {
  const intlLong = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const intlDayMonth = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' });

  it('when any day of four years (a leap year among them) is written, then it reads exactly as Intl’s en-GB writes it', () => {
    for (const date of everyDateFrom('2026-01-01', '2029-12-31')) {
      const instant = new Date(`${date}T00:00:00Z`);
      expect([date, formatLongDate(date)]).toEqual([date, intlLong.format(instant)]);
      expect([date, formatDayMonth(date)]).toEqual([date, intlDayMonth.format(instant)]);
    }
  });
});
