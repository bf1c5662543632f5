import { PLAN_FIELD_MISSING, requestedPlan } from './requested-plan';

describe('the plan a new order asks for', () => {
  it('when all three plan fields are sent, then that plan is chosen', () => {
    expect(requestedPlan({ protein_preference: 'VO', meal_size: 'L', number_of_meals: 10 })).toEqual({
      kind: 'chosen',
      plan: { proteinPreference: 'VO', mealSize: 'L', numberOfMeals: 10 },
    });
  });

  it("when none is sent (the spec's body), then the plan follows the meals added", () => {
    expect(requestedPlan({})).toEqual({ kind: 'follows items' });
  });

  it('when some are sent without the others, then each missing one is named', () => {
    expect(requestedPlan({ meal_size: 'L' })).toEqual({
      kind: 'incomplete',
      problems: { protein_preference: [PLAN_FIELD_MISSING], number_of_meals: [PLAN_FIELD_MISSING] },
    });
    expect(requestedPlan({ protein_preference: 'MO', meal_size: 'S' })).toEqual({
      kind: 'incomplete',
      problems: { number_of_meals: [PLAN_FIELD_MISSING] },
    });
  });
});
