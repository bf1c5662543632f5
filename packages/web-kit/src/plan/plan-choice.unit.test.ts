import { MAX_DISCOUNT_CODE_LENGTH, MEAL_COUNTS, MEAL_SIZES } from '@mealbox/contracts';
import {
  DEFAULT_PLAN,
  DISCOUNT_CODE_MAX_LENGTH,
  MEAL_SIZE_OPTIONS,
  PLAN_MEAL_COUNTS,
  PROTEIN_PREFERENCE_OPTIONS,
  describePlan,
  normaliseDiscountCode,
} from './plan-choice';

describe('plan choices', () => {
  it('when the plan page opens with nothing chosen, then the plan is Meat & Vegan, Standard, 8 meals (DESIGN section 9)', () => {
    expect(DEFAULT_PLAN).toEqual({
      protein_preference: 'MV',
      meal_size: 'S',
      number_of_meals: 8,
      discount_code: null,
    });
  });

  it('when compared with the API contracts, then sizes, meal counts and the code length agree', () => {
    expect(MEAL_SIZE_OPTIONS.map(({ value, label }) => ({ value, label }))).toEqual(
      MEAL_SIZES.map(({ value, label }) => ({ value, label })),
    );
    expect(PLAN_MEAL_COUNTS).toEqual(MEAL_COUNTS);
    expect(DISCOUNT_CODE_MAX_LENGTH).toBe(MAX_DISCOUNT_CODE_LENGTH);
  });

  it('when listing protein preferences, then they are MV, MO and VO with the site’s labels', () => {
    expect(PROTEIN_PREFERENCE_OPTIONS).toEqual([
      { value: 'MV', label: 'Meat & Vegan' },
      { value: 'MO', label: 'Meat Only' },
      { value: 'VO', label: 'Vegan Only' },
    ]);
  });

  it('when sizes are described, then each has the spec’s energy and protein', () => {
    expect(MEAL_SIZE_OPTIONS.map((size) => `${size.label}: ${size.calories}, ${size.protein}`)).toEqual([
      'Standard: 500–600 kcal, 30–40g protein',
      'Large: 700–900 kcal, 50–65g protein',
      'Lean: 500–600 kcal, 50–60g protein',
    ]);
  });

  it('when a plan is summarised, then it names count, size and protein preference', () => {
    expect(describePlan(DEFAULT_PLAN)).toBe('8 Standard meals a week, Meat & Vegan');
    expect(
      describePlan({ protein_preference: 'VO', meal_size: 'LEAN', number_of_meals: 12, discount_code: null }),
    ).toBe('12 Lean meals a week, Vegan Only');
  });

  it('when a code is typed with spaces or in lower case, then it is normalised as the catalogue does', () => {
    expect(normaliseDiscountCode('  chef24 ')).toBe('CHEF24');
  });
});
