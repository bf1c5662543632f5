import { dayList, dayWords, momentWords } from './day-words';

describe('days and moments in words', () => {
  it('when given a London day, then it reads like "Thursday 12 March"', () => {
    expect(dayWords('2026-03-12')).toBe('Thursday 12 March');
  });

  it('when given a cut-off instant, then it reads on London’s clocks, in winter and in summer', () => {
    expect(momentWords('2026-03-09T12:00:00.000Z')).toBe('12:00 on Monday 9 March');
    expect(momentWords('2026-06-08T11:00:00.000Z')).toBe('12:00 on Monday 8 June');
  });

  it('when a value is not a date, then it is shown as it came rather than as nothing', () => {
    expect(dayWords('soon')).toBe('soon');
    expect(momentWords('later')).toBe('later');
  });

  it('when several boxes are listed, then the days are joined the English way', () => {
    expect(dayList([])).toBe('');
    expect(dayList([{ date: '2026-03-12' }])).toBe('Thursday 12 March');
    expect(dayList([{ date: '2026-03-12' }, { date: '2026-03-13' }])).toBe(
      'Thursday 12 March and Friday 13 March',
    );
    expect(dayList([{ date: '2026-03-12' }, { date: '2026-03-13' }, { date: '2026-03-16' }])).toBe(
      'Thursday 12 March, Friday 13 March and Monday 16 March',
    );
  });
});
