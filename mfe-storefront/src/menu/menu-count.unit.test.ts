import { NO_MENU_FILTERS } from '@mealbox/contracts/food';
import { menuCountText } from './menu-count';

describe('what the menu’s live region says', () => {
  it('when no filter is set, then it counts the dishes of the week or category as before', () => {
    expect(menuCountText(42, NO_MENU_FILTERS, undefined, 'Next week')).toBe('42 dishes on next week’s menu');
    expect(menuCountText(1, NO_MENU_FILTERS, 'Dessert', 'This week')).toBe('1 dish in Dessert, this week');
    expect(menuCountText(6, NO_MENU_FILTERS, undefined, undefined)).toBe('6 dishes on the menu');
  });

  it('when free from peanuts is set, then it says how many meals are free from peanuts', () => {
    expect(menuCountText(12, { freeFrom: ['peanuts'], suitableFor: [] }, undefined, undefined)).toBe(
      '12 meals free from peanuts on the menu',
    );
  });

  it('when several allergens and diets are set with a category, then it names them all', () => {
    expect(
      menuCountText(
        3,
        { freeFrom: ['milk', 'peanuts', 'sesame'], suitableFor: ['vegan', 'gluten_free'] },
        'Dessert',
        'Next week',
      ),
    ).toBe('3 vegan, gluten-free meals free from milk, peanuts and sesame in Dessert, next week');
  });

  it('when only a diet is set and one meal suits it, then it says one meal', () => {
    expect(menuCountText(1, { freeFrom: [], suitableFor: ['vegetarian'] }, undefined, 'This week')).toBe(
      '1 vegetarian meal on this week’s menu',
    );
  });
});
