import { browserLondonDay, menuWeekChoices, shownWeek, weekOrderNote } from './menu-week-choices';

describe('the menu’s weeks (/meals)', () => {
  it('when it is Wednesday and the earliest delivery is next Tuesday, then this and next week are offered and next week comes first', () => {
    const offered = menuWeekChoices('2026-11-25', '2026-12-01');
    expect(offered).toEqual({
      choices: [
        { week: '2026-11-23', name: 'This week', from: 'from Monday 23 November' },
        { week: '2026-11-30', name: 'Next week', from: 'from Monday 30 November' },
      ],
      preferred: '2026-11-30',
      earliest: '2026-12-01',
    });
  });

  it('when it is Monday and the earliest delivery is this Friday, then this week comes first', () => {
    expect(menuWeekChoices('2026-11-23', '2026-11-27')?.preferred).toBe('2026-11-23');
  });

  it('when the earliest delivery is not known or lies beyond next week, then this week comes first', () => {
    expect(menuWeekChoices('2026-12-23', null)?.preferred).toBe('2026-12-21');
    expect(menuWeekChoices('2026-12-23', '2027-01-05')?.preferred).toBe('2026-12-21');
  });

  it('when today is not a day, then no weeks are offered', () => {
    expect(menuWeekChoices('soon', null)).toBeNull();
  });

  it('when the address asks for an offered week, then it is shown; any other week gives the preferred one', () => {
    const offered = menuWeekChoices('2026-11-25', '2026-12-01');
    if (!offered) throw new Error('no weeks');
    expect(shownWeek(offered, '2026-11-23')).toBe('2026-11-23');
    expect(shownWeek(offered, '2026-12-14')).toBe('2026-11-30');
    expect(shownWeek(offered, undefined)).toBe('2026-11-30');
  });

  it('when the browser’s clock is read late on a summer evening, then the London day is used, not UTC’s', () => {
    expect(browserLondonDay(new Date('2026-07-01T23:30:00Z'))).toBe('2026-07-02');
  });

  it('when the shown week holds the earliest delivery day, then it says a first box can come from that day', () => {
    expect(weekOrderNote('2026-11-30', '2026-12-01')).toBe(
      'Order now and your first box can come from Tuesday 1 December.',
    );
  });

  it('when this week is shown but new orders start next week, then it says this week’s boxes are on their way', () => {
    expect(weekOrderNote('2026-11-23', '2026-12-01')).toBe(
      'This week’s boxes are on their way. A new order can come from Tuesday 1 December.',
    );
  });

  it('when next week is shown and the earliest day is still this week, then it says when a first box can come', () => {
    expect(weekOrderNote('2026-11-30', '2026-11-27')).toBe(
      'Order now and your first box can come from Friday 27 November, on that week’s menu.',
    );
    expect(weekOrderNote('2026-11-30', null)).toBeNull();
  });
});
