import { datesInWeek, deliveryWeeks, menuWeekOf, menuWeekWords, weekAfter } from './menu-weeks';

describe('menu weeks', () => {
  it('when a day is named, then its week is the Monday on or before it, across a year’s end too', () => {
    expect(menuWeekOf('2026-11-30')).toBe('2026-11-30');
    expect(menuWeekOf('2026-12-06')).toBe('2026-11-30');
    expect(menuWeekOf('2027-01-01')).toBe('2026-12-28');
  });

  it('when the value is not a day, then there is no week', () => {
    expect(menuWeekOf('next week')).toBeNull();
    expect(menuWeekOf('')).toBeNull();
  });

  it('when a week is named for a customer, then it is its Monday in British words', () => {
    expect(menuWeekWords('2026-11-30')).toBe('Monday 30 November');
  });

  it('when the week after is asked for across a month end or the clocks changing, then it is seven days on', () => {
    expect(weekAfter('2026-11-30')).toBe('2026-12-07');
    expect(weekAfter('2026-03-23')).toBe('2026-03-30');
    expect(weekAfter('2026-12-28')).toBe('2027-01-04');
  });

  it('when the offered days span three weeks, then they are grouped by week, earliest first', () => {
    const dates = ['2026-12-03', '2026-12-04', '2026-12-07', '2026-12-11', '2026-12-14'];
    expect(deliveryWeeks(dates)).toEqual([
      { week: '2026-11-30', dates: ['2026-12-03', '2026-12-04'] },
      { week: '2026-12-07', dates: ['2026-12-07', '2026-12-11'] },
      { week: '2026-12-14', dates: ['2026-12-14'] },
    ]);
  });

  it('when the days of a week are asked for by any day of it, then only that week’s offered days are given', () => {
    const dates = ['2026-12-03', '2026-12-04', '2026-12-07', '2026-12-11'];
    expect(datesInWeek(dates, '2026-12-09')).toEqual(['2026-12-07', '2026-12-11']);
    expect(datesInWeek(dates, '2026-12-21')).toEqual([]);
    expect(datesInWeek(dates, 'soon')).toEqual([]);
  });
});
