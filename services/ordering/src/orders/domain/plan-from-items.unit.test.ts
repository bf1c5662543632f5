import { itemsPlanLimitProblem, planFromItems } from './plan-from-items';

const meat = { isVegan: false };
const vegan = { isVegan: true };
const meals = new Map([
  ['chicken', meat],
  ['beef', meat],
  ['lentils', vegan],
  ['tofu', vegan],
]);

describe('the plan of an order placed without one follows its meals', () => {
  it('when no meal is chosen yet, then it is Meat & Vegan, Standard, with no meals', () => {
    expect(planFromItems([], meals)).toEqual({ proteinPreference: 'MV', mealSize: 'S', numberOfMeals: 0 });
  });

  it('when every meal chosen is meat, then it is Meat Only, as many meals as the quantities add up to', () => {
    const items = [
      { mealId: 'chicken', quantity: 4 },
      { mealId: 'beef', quantity: 2 },
    ];
    expect(planFromItems(items, meals)).toEqual({ proteinPreference: 'MO', mealSize: 'S', numberOfMeals: 6 });
  });

  it('when every meal chosen is vegan, then it is Vegan Only', () => {
    const items = [
      { mealId: 'lentils', quantity: 5 },
      { mealId: 'tofu', quantity: 3 },
    ];
    expect(planFromItems(items, meals)).toEqual({ proteinPreference: 'VO', mealSize: 'S', numberOfMeals: 8 });
  });

  it('when meat and vegan meals are chosen together, then it is Meat & Vegan', () => {
    const items = [
      { mealId: 'chicken', quantity: 9 },
      { mealId: 'tofu', quantity: 1 },
    ];
    expect(planFromItems(items, meals)).toEqual({
      proteinPreference: 'MV',
      mealSize: 'S',
      numberOfMeals: 10,
    });
  });

  it('when a chosen meal is not known, then it is Meat & Vegan, since its kind is not known', () => {
    const items = [
      { mealId: 'lentils', quantity: 5 },
      { mealId: 'withdrawn', quantity: 1 },
    ];
    expect(planFromItems(items, meals).proteinPreference).toBe('MV');
    expect(planFromItems(items, new Map([['lentils', {}]])).proteinPreference).toBe('MV');
  });
});

describe('an order whose plan follows its meals holds no more than the largest plan', () => {
  it('when the meals fit the largest plan, then there is no problem', () => {
    expect(itemsPlanLimitProblem(18, 0, 18)).toBeNull();
    expect(itemsPlanLimitProblem(18, 17, 1)).toBeNull();
  });

  it('when they would go past it, then the problem says how many more fit', () => {
    expect(itemsPlanLimitProblem(18, 15, 4)).toBe(
      'An order holds at most 18 meals and 15 are chosen: add at most 3 more.',
    );
    expect(itemsPlanLimitProblem(18, 18, 1)).toBe('An order holds at most 18 meals, and all 18 are chosen.');
  });
});
