import { mealPickWords, selectionOf } from './meal-pick-words';
import { delivery, mealItem } from './subscription-fixtures';

describe('choosing a box’s meals', () => {
  it('when none are chosen, then the customer may choose them all or leave it to us', () => {
    expect(mealPickWords([], 8)).toBe('Choose 8 meals, or let us choose for you.');
  });

  it('when some are chosen, then it says how many more', () => {
    expect(mealPickWords([{ meal_id: 'a', quantity: 3 }], 8)).toBe('3 of 8 chosen: choose 5 more.');
  });

  it('when the plan’s count is reached, then the box is full', () => {
    expect(
      mealPickWords(
        [
          { meal_id: 'a', quantity: 6 },
          { meal_id: 'b', quantity: 2 },
        ],
        8,
      ),
    ).toBe('8 of 8 chosen: your box is full.');
  });

  it('when the box has chosen meals, then the picker starts from them; when we choose, it starts empty', () => {
    const items = [mealItem('m1', 'Lentil Dal', 8)];
    expect(selectionOf(delivery('2026-03-12', { meals_chosen: true, items }))).toEqual([
      { meal_id: 'm1', quantity: 8 },
    ]);
    expect(selectionOf(delivery('2026-03-12'))).toEqual([]);
  });
});
