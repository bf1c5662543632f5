import { SEED_MEALS } from './seed-meals';
import { isOnWeeklyMenu } from '@mealbox/contracts';
import { spreadRestWeeks } from './spread-rest-weeks';

const WEEKS = ['2026-11-30', '2026-12-07', '2026-12-14', '2026-12-21'];

describe('spreading the demo menu over the turn', () => {
  const restWeeks = spreadRestWeeks(SEED_MEALS);
  const menu = SEED_MEALS.map((meal, index) => ({ ...meal, menuRestWeek: restWeeks[index] }));

  it('when the weeks turn, then every week has a different menu of at least 40 meals', () => {
    const menus = WEEKS.map((week) => menu.filter((meal) => isOnWeeklyMenu(meal, week)).map((m) => m.name));
    for (const weekMenu of menus) expect(weekMenu.length).toBeGreaterThanOrEqual(40);
    expect(new Set(menus.map((names) => names.join('|'))).size).toBe(4);
  });

  it('when a month passes, then every meal has been on the menu, 50+ of them on sale (the marketing pages)', () => {
    const served = (meals: typeof menu) =>
      new Set(WEEKS.flatMap((week) => meals.filter((meal) => isOnWeeklyMenu(meal, week)).map((m) => m.name)));
    expect(served(menu).size).toBe(SEED_MEALS.length);
    expect(served(menu.filter((meal) => meal.status === 'available')).size).toBeGreaterThanOrEqual(50);
  });

  it('when any week comes, then it has meat and vegan main courses to choose from', () => {
    for (const week of WEEKS) {
      const mains = menu.filter((meal) => meal.category === 'main_course' && isOnWeeklyMenu(meal, week));
      expect(mains.filter((meal) => meal.is_vegan).length).toBeGreaterThanOrEqual(4);
      expect(mains.filter((meal) => !meal.is_vegan).length).toBeGreaterThanOrEqual(10);
    }
  });
});
