import {
  calendarDay,
  escapeHtml,
  londonDayAndTime,
  londonTimeOfDay,
  money,
  shortCalendarDay,
} from './format';

describe('mail formatting', () => {
  it('when pence are formatted, then they read as GBP', () => {
    expect(money(7599)).toBe('£75.99');
    expect(money(0)).toBe('£0.00');
    expect(money(123456)).toBe('£1,234.56');
  });

  it('when a delivery day is formatted, then it reads as a British long date', () => {
    expect(calendarDay('2026-12-03')).toBe('Thursday 3 December 2026');
  });

  it('when an instant is formatted, then it reads on the London clock in winter and in summer', () => {
    expect(londonDayAndTime('2026-11-30T12:00:00Z')).toBe('Monday 30 November 2026 at 12:00');
    expect(londonDayAndTime('2026-06-01T11:00:00Z')).toBe('Monday 1 June 2026 at 12:00');
  });

  it('when a day is written without its year, then it reads as in the reminder', () => {
    expect(shortCalendarDay('2026-12-03')).toBe('Thursday 3 December');
    expect(londonTimeOfDay('2026-11-30T12:00:00Z')).toBe('12:00');
    expect(londonTimeOfDay('2026-06-01T11:00:00Z')).toBe('12:00');
  });

  it('when text holds markup, then it is escaped', () => {
    expect(escapeHtml('<b>"Tom" & Jerry\'s</b>')).toBe(
      '&lt;b&gt;&quot;Tom&quot; &amp; Jerry&#39;s&lt;/b&gt;',
    );
  });
});
