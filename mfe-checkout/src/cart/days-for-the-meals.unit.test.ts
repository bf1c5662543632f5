import type { Order } from '@mealbox/contracts';
import { menuTurnWeekOf } from '@mealbox/contracts/weekly-menu';
import { daysForTheMeals } from './days-for-the-meals';

const DAYS = ['2026-12-01', '2026-12-02', '2026-12-07', '2026-12-08', '2026-12-14'];
const item = (menuRestWeek: number | null) =>
  ({ meal: { menu_rest_week: menuRestWeek }, quantity: 1 }) as unknown as Order['items'][number];

describe('the days an order’s meals allow', () => {
  it('when a meal rests in one week, then that week’s days are not offered', () => {
    const rests = menuTurnWeekOf('2026-12-07');
    expect(daysForTheMeals(DAYS, [item(null), item(rests)])).toEqual([
      '2026-12-01',
      '2026-12-02',
      '2026-12-14',
    ]);
  });

  it('when every meal is on every week, or none is chosen yet, then every day is offered', () => {
    expect(daysForTheMeals(DAYS, [item(null)])).toEqual(DAYS);
    expect(daysForTheMeals(DAYS, [])).toEqual(DAYS);
  });
});
