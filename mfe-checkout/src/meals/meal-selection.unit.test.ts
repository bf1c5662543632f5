import type { Meal } from '@mealbox/contracts';
import type { MealSelection } from '@mealbox/web-kit';
import {
  addMeal,
  canAdd,
  canRemove,
  chosenMeals,
  countMeals,
  groupByCategory,
  quantityOf,
  reconcileNotice,
  reconcileSelection,
  removeMeal,
  selectionStatus,
  suitsVeganOnly,
} from './meal-selection';

const box = (...items: Array<[string, number]>): MealSelection =>
  items.map(([meal_id, quantity]) => ({ meal_id, quantity }));

function meal(id: string, category: Meal['category'] = 'main_course', is_vegan = false): Meal {
  return {
    id,
    name: `Meal ${id}`,
    description: '',
    image: '',
    category,
    status: 'available',
    calories: 500,
    protein: 30,
    carbohydrates: 50,
    fat: 20,
    ingredients: '',
    is_vegan,
    is_gluten_free: false,
    is_dairy_free: false,
    menu_rest_week: null,
    updated_at: '2026-01-01T00:00:00.000Z',
    rating: { average: null, count: 0 },
    food_information: null,
  };
}

describe('choosing meals up to the plan’s number (spec section 5)', () => {
  it('when meals are added, then the box counts every portion', () => {
    let selection: MealSelection = [];
    selection = addMeal(selection, 'a', 8);
    selection = addMeal(selection, 'a', 8);
    selection = addMeal(selection, 'b', 8);
    expect(selection).toEqual(box(['a', 2], ['b', 1]));
    expect(countMeals(selection)).toBe(3);
    expect(quantityOf(selection, 'a')).toBe(2);
    expect(quantityOf(selection, 'z')).toBe(0);
  });

  it('when the box holds the plan’s number, then plus is off and adding changes nothing', () => {
    const full = box(['a', 5], ['b', 3]);
    expect(canAdd(full, 8)).toBe(false);
    expect(addMeal(full, 'c', 8)).toBe(full);
    expect(addMeal(full, 'a', 8)).toBe(full);
    expect(canAdd(box(['a', 7]), 8)).toBe(true);
  });

  it('when a meal is at zero, then minus is off for it and removing changes nothing', () => {
    const selection = box(['a', 1]);
    expect(canRemove(selection, 'b')).toBe(false);
    expect(removeMeal(selection, 'b')).toBe(selection);
    expect(canRemove(selection, 'a')).toBe(true);
  });

  it('when the last portion of a meal is removed, then the meal leaves the box; others keep their order', () => {
    expect(removeMeal(box(['a', 2], ['b', 1], ['c', 1]), 'b')).toEqual(box(['a', 2], ['c', 1]));
    expect(removeMeal(box(['a', 2]), 'a')).toEqual(box(['a', 1]));
  });

  it('when the box is short, then the status says how many are chosen and how many to add; Next waits', () => {
    expect(selectionStatus(box(['a', 3]), 8)).toEqual({
      chosen: 3,
      remaining: 5,
      complete: false,
      text: 'You have selected 3 meals. Add 5 meal(s) to continue.',
    });
    expect(selectionStatus([], 6).text).toBe('You have selected 0 meals. Add 6 meal(s) to continue.');
    expect(selectionStatus(box(['a', 7]), 8).text).toBe(
      'You have selected 7 meals. Add 1 meal(s) to continue.',
    );
  });

  it('when the box holds exactly the plan’s number, then the status is ‘Great Choice.’ and Next may go on', () => {
    expect(selectionStatus(box(['a', 5], ['b', 3]), 8)).toEqual({
      chosen: 8,
      remaining: 0,
      complete: true,
      text: 'Great Choice.',
    });
  });
});

describe('a kept box meeting today’s menu and plan', () => {
  it('when every meal is still available and the box fits, then it is kept as it is', () => {
    const selection = box(['a', 2], ['b', 1]);
    const result = reconcileSelection(selection, new Set(['a', 'b', 'c']), 8);
    expect(result.selection).toBe(selection);
    expect(reconcileNotice(result)).toBeNull();
  });

  it('when a chosen meal has sold out since, then it is taken out and the customer told', () => {
    const result = reconcileSelection(box(['a', 2], ['b', 1]), new Set(['b']), 8);
    expect(result).toEqual({ selection: box(['b', 1]), unavailable: 2, overLimit: 0 });
    expect(reconcileNotice(result)).toBe(
      '2 meals you chose are no longer available, so we took them out of your box.',
    );
  });

  it('when the customer switches to a week whose menu lacks some chosen meals, then they come out and the week is named', () => {
    const result = reconcileSelection(box(['a', 2], ['b', 1], ['c', 3]), new Set(['b']), 8);
    expect(result.selection).toEqual(box(['b', 1]));
    expect(reconcileNotice(result, 'Monday 7 December')).toBe(
      '5 meals you chose aren’t on the menu for the week of Monday 7 December, so we took them out of your box.',
    );
    expect(reconcileNotice({ unavailable: 1, overLimit: 0 }, 'Monday 7 December')).toBe(
      'One meal you chose isn’t on the menu for the week of Monday 7 December, so we took it out of your box.',
    );
  });

  it('when the plan now holds fewer meals, then the most recently chosen are taken out first', () => {
    const result = reconcileSelection(box(['a', 4], ['b', 3], ['c', 3]), undefined, 6);
    expect(result).toEqual({ selection: box(['a', 4], ['b', 2]), unavailable: 0, overLimit: 4 });
    expect(reconcileNotice(result)).toBe(
      'Your plan now has fewer meals, so we took out the last 4 you added.',
    );
    expect(reconcileNotice({ unavailable: 1, overLimit: 1 })).toBe(
      'One meal you chose is no longer available, so we took it out of your box. ' +
        'Your plan now has fewer meals, so we took out the last one you added.',
    );
  });

  it('when the menu is not known yet, then only the plan’s number is checked', () => {
    const selection = box(['gone', 2]);
    expect(reconcileSelection(selection, undefined, 8).selection).toBe(selection);
  });
});

describe('showing the meals', () => {
  it('when the box is listed, then each meal comes with its details in the order chosen', () => {
    const meals = [meal('a'), meal('b')];
    expect(chosenMeals(box(['b', 2], ['a', 1], ['gone', 1]), meals)).toEqual([
      { meal: meals[1], quantity: 2 },
      { meal: meals[0], quantity: 1 },
    ]);
  });

  it('when meals are grouped, then categories come in the catalogue’s order, others after as first listed', () => {
    const meals = [
      meal('a', 'dessert'),
      meal('b', 'main_course'),
      meal('c', 'beverages'),
      meal('d', 'dessert'),
    ];
    const shape = (groups: ReturnType<typeof groupByCategory>) =>
      groups.map((group) => [group.category, group.meals.map((m) => m.id)]);
    expect(shape(groupByCategory(meals, ['main_course', 'breakfast', 'dessert']))).toEqual([
      ['main_course', ['b']],
      ['dessert', ['a', 'd']],
      ['beverages', ['c']],
    ]);
    // Without the catalogue's order (its call failed), the menu's own order.
    expect(shape(groupByCategory(meals))).toEqual([
      ['dessert', ['a', 'd']],
      ['main_course', ['b']],
      ['beverages', ['c']],
    ]);
  });

  it('when the plan is Vegan Only, then only dishes marked vegan are claimed to suit it', () => {
    expect(suitsVeganOnly(meal('a', 'main_course', true))).toBe(true);
    expect(suitsVeganOnly(meal('b', 'main_course', false))).toBe(false);
  });
});
