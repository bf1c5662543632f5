import { chosenDay, dayParts } from './delivery-days';

describe('delivery days', () => {
  it('when a day is shown, then it is written the British way, weekday first', () => {
    expect(dayParts('2026-03-10')).toEqual({
      weekday: 'Tue',
      day: '10',
      month: 'Mar',
      label: 'Tuesday 10 March 2026',
    });
  });

  it('when a day falls in British Summer Time, then no time zone moves it', () => {
    expect(dayParts('2026-06-30')?.label).toBe('Tuesday 30 June 2026');
    expect(dayParts('2026-10-26')?.label).toBe('Monday 26 October 2026');
  });

  it('when the value is not a day, then there is nothing to show', () => {
    expect(dayParts('next Tuesday')).toBeNull();
    expect(dayParts('2026-13-45')).toBeNull();
  });

  it('when the customer has chosen an offered day, then it stays chosen; otherwise the earliest is', () => {
    const offered = ['2026-03-10', '2026-03-11', '2026-03-12'];
    expect(chosenDay(offered, '2026-03-11')).toBe('2026-03-11');
    expect(chosenDay(offered, null)).toBe('2026-03-10');
    expect(chosenDay(offered, '2026-03-01')).toBe('2026-03-10');
    expect(chosenDay([], null)).toBeUndefined();
  });
});
