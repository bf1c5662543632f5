import { MENU_REST_WEEKS, isOnWeeklyMenu, menuTurnWeekOf, menuWeekOf } from './weekly-menu';

const FOUR_WEEKS = ['2026-11-30', '2026-12-07', '2026-12-14', '2026-12-21'];

describe('the menu week of a day', () => {
  it('when the day is a Monday, then it starts its own week', () => {
    expect(menuWeekOf('2026-11-30')).toBe('2026-11-30');
  });

  it('when the day is later in the week, then the week starts on the Monday before', () => {
    expect(menuWeekOf('2026-12-03')).toBe('2026-11-30');
    expect(menuWeekOf('2026-12-06')).toBe('2026-11-30');
  });

  it('when a week spans a new year or the clocks changing, then it still starts on its Monday', () => {
    expect(menuWeekOf('2027-01-01')).toBe('2026-12-28');
    expect(menuWeekOf('2026-10-25')).toBe('2026-10-19');
    expect(menuWeekOf('2026-03-29')).toBe('2026-03-23');
  });

  it('when the text is not a date, then it is refused', () => {
    expect(() => menuWeekOf('next week')).toThrow(RangeError);
  });
});

describe('the weekly menu', () => {
  it('when four weeks follow each other, then each is a different week of the turn', () => {
    expect(FOUR_WEEKS.map(menuTurnWeekOf).sort()).toEqual([...MENU_REST_WEEKS]);
  });

  it('when the turn comes round, then the same week of the turn comes again', () => {
    expect(menuTurnWeekOf('2026-12-28')).toBe(menuTurnWeekOf('2026-11-30'));
    expect(menuTurnWeekOf('2026-12-04')).toBe(menuTurnWeekOf('2026-11-30'));
  });

  it('when a meal rests one week of the turn, then it is off that week only', () => {
    for (const restWeek of MENU_REST_WEEKS) {
      const meal = { menuRestWeek: restWeek };
      const off = FOUR_WEEKS.filter((week) => !isOnWeeklyMenu(meal, week));
      expect(off).toHaveLength(1);
      expect(menuTurnWeekOf(off[0] as string)).toBe(restWeek);
    }
  });

  it('when a meal has no rest week, then it is on every week', () => {
    for (const meal of [{ menuRestWeek: null }, {}]) {
      expect(FOUR_WEEKS.every((week) => isOnWeeklyMenu(meal, week))).toBe(true);
    }
  });
});
