import {
  DEFAULT_PLAN,
  MEAL_SIZES,
  PROTEIN_PREFERENCES,
  describePlan,
  isMealCount,
  isMealSize,
  isProteinPreference,
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

  it('when listing protein preferences, then they are MV, MO and VO with the site’s labels', () => {
    expect(PROTEIN_PREFERENCES).toEqual([
      { value: 'MV', label: 'Meat & Vegan' },
      { value: 'MO', label: 'Meat Only' },
      { value: 'VO', label: 'Vegan Only' },
    ]);
  });

  it('when sizes are described, then each has the spec’s energy and protein', () => {
    expect(MEAL_SIZES.map((size) => `${size.label}: ${size.calories}, ${size.protein}`)).toEqual([
      'Standard: 500–600 kcal, 30–40g protein',
      'Large: 700–900 kcal, 50–65g protein',
      'Lean: 500–600 kcal, 50–60g protein',
    ]);
  });

  it('when a stored or typed value is checked, then only the spec’s choices pass', () => {
    expect(['MV', 'MO', 'VO', 'mv', 'V', null].map(isProteinPreference)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(['S', 'L', 'LEAN', 'M', 'lean'].map(isMealSize)).toEqual([true, true, true, false, false]);
    expect([6, 8, 10, 12, 15, 18, 7, '8', 20].map(isMealCount)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('when a plan is summarised, then it names count, size and protein preference', () => {
    expect(describePlan(DEFAULT_PLAN)).toBe('8 Standard meals a week, Meat & Vegan');
    expect(describePlan({ protein_preference: 'VO', meal_size: 'LEAN', number_of_meals: 12 })).toBe(
      '12 Lean meals a week, Vegan Only',
    );
  });
});
