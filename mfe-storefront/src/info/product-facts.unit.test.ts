import { MEAL_COUNTS, MEAL_SIZES } from '@mealbox/contracts';
import { MEAL_COUNT_OPTIONS, MEAL_SIZE_FACTS, describeMealSizes, listWithOr } from './product-facts';

describe('the product facts the information pages state', () => {
  it('when compared with the API contracts, then the meal counts and sizes are the orderable ones', () => {
    expect(MEAL_COUNT_OPTIONS).toEqual([...MEAL_COUNTS]);
    expect(MEAL_SIZE_FACTS.map(({ value, label }) => ({ value, label }))).toEqual(
      MEAL_SIZES.map(({ value, label }) => ({ value, label })),
    );
  });

  it('when Large or Lean is chosen, then it is the size that costs a premium (spec section 9)', () => {
    expect(MEAL_SIZE_FACTS.filter((size) => size.premium).map((size) => size.label)).toEqual([
      'Large',
      'Lean',
    ]);
  });

  it('when options are listed, then the last is joined with "or"', () => {
    expect(listWithOr(MEAL_COUNT_OPTIONS)).toBe('6, 8, 10, 12, 15 or 18');
    expect(listWithOr(['Meat Only'])).toBe('Meat Only');
    expect(listWithOr(['A', 'B'])).toBe('A or B');
  });

  it('when the sizes are described, then each has its calories and protein (spec section 3)', () => {
    expect(describeMealSizes()).toBe(
      'Standard meals have 500–600 kcal and 30–40 g protein, Large meals 700–900 kcal and 50–65 g protein, and ' +
        'Lean meals 500–600 kcal and 50–60 g protein.',
    );
  });
});
