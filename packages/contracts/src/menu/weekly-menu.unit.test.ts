import { MENU_CYCLE_WEEKS, isOnWeeklyMenu, menuWeekOf, restWeekOf } from './weekly-menu';

/** 24 ids as MongoDB makes them in one go: the same prefix, a counter rising by one. */
const seededIds = Array.from(
  { length: 24 },
  (_, i) => `6745a1b2c3d4e5f6a7${(0x10_00_00 + i).toString(16).padStart(6, '0')}`,
);

describe('the menu week of a day', () => {
  it('when the day is a Monday, then it starts its own week', () => {
    expect(menuWeekOf('2026-11-30')).toBe('2026-11-30');
  });

  it('when the day is later in the week, then the week starts on the Monday before', () => {
    expect(menuWeekOf('2026-12-03')).toBe('2026-11-30');
    expect(menuWeekOf('2026-12-06')).toBe('2026-11-30');
  });

  it('when a week spans a month, a year or the clocks going back, then it still starts on its Monday', () => {
    expect(menuWeekOf('2027-01-01')).toBe('2026-12-28');
    expect(menuWeekOf('2026-10-25')).toBe('2026-10-19');
    expect(menuWeekOf('2026-03-29')).toBe('2026-03-23');
  });

  it('when the text is not a date, then it is refused', () => {
    expect(() => menuWeekOf('next week')).toThrow(RangeError);
  });
});

describe('the weekly menu', () => {
  it('when a meal is on sale, then it rests exactly one week in four', () => {
    for (const id of seededIds) {
      const weeks = ['2026-11-30', '2026-12-07', '2026-12-14', '2026-12-21'];
      expect(weeks.filter((week) => !isOnWeeklyMenu(id, week))).toHaveLength(1);
    }
  });

  it('when meals were created together, then each week rests a quarter of them', () => {
    for (const week of ['2026-11-30', '2026-12-07', '2026-12-14', '2026-12-21']) {
      expect(seededIds.filter((id) => isOnWeeklyMenu(id, week))).toHaveLength(18);
    }
  });

  it('when the week turns, then the menu changes, and every day of one week has the same menu', () => {
    const thisWeek = seededIds.filter((id) => isOnWeeklyMenu(id, '2026-11-30'));
    const nextWeek = seededIds.filter((id) => isOnWeeklyMenu(id, '2026-12-07'));
    expect(nextWeek).not.toEqual(thisWeek);
    expect(seededIds.filter((id) => isOnWeeklyMenu(id, '2026-12-04'))).toEqual(thisWeek);
  });

  it('when the turn comes round after four weeks, then the menu is the same again', () => {
    const menuOn = (week: string) => seededIds.filter((id) => isOnWeeklyMenu(id, week));
    expect(menuOn('2026-12-28')).toEqual(menuOn('2026-11-30'));
  });

  it('when an id is not a MongoDB id, then it still gets a rest week in the turn', () => {
    for (const id of ['meal-1', 'meal-2', 'x']) {
      expect(restWeekOf(id)).toBeGreaterThanOrEqual(0);
      expect(restWeekOf(id)).toBeLessThan(MENU_CYCLE_WEEKS);
    }
  });
});
