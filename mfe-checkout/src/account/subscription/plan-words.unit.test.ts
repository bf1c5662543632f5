import { planLine, planWords, samePlan } from './plan-words';

describe('the plan in words', () => {
  it('when the plan is Meat & Vegan, Standard, 8 meals, then each choice is written out', () => {
    expect(planWords({ protein_preference: 'MV', meal_size: 'S', number_of_meals: 8 })).toEqual({
      protein: 'Meat & Vegan',
      size: 'Standard',
      meals: '8 meals a week',
    });
  });

  it('when the plan is Meat Only, Large or Vegan Only, Lean, then those words are used', () => {
    expect(planLine({ protein_preference: 'MO', meal_size: 'L', number_of_meals: 10 })).toBe(
      '10 Large meals a week, Meat Only',
    );
    expect(planLine({ protein_preference: 'VO', meal_size: 'LEAN', number_of_meals: 18 })).toBe(
      '18 Lean meals a week, Vegan Only',
    );
  });

  it('when two plans differ in any choice, then they are not the same plan', () => {
    const plan = { protein_preference: 'MV', meal_size: 'S', number_of_meals: 8 } as const;
    expect(samePlan(plan, { ...plan })).toBe(true);
    expect(samePlan(plan, { ...plan, number_of_meals: 10 })).toBe(false);
    expect(samePlan(plan, { ...plan, meal_size: 'L' })).toBe(false);
    expect(samePlan(plan, { ...plan, protein_preference: 'VO' })).toBe(false);
  });
});
