import { planPerks } from './plan-perks';

describe('planPerks', () => {
  it('when a plan has fewer than 10 meals, then it earns no perks', () => {
    expect(planPerks(6)).toEqual({ prioritySupport: false, exclusiveRecipes: false });
    expect(planPerks(8)).toEqual({ prioritySupport: false, exclusiveRecipes: false });
  });

  it('when a plan has 10 to 14 meals, then it earns priority support only', () => {
    expect(planPerks(10)).toEqual({ prioritySupport: true, exclusiveRecipes: false });
    expect(planPerks(12)).toEqual({ prioritySupport: true, exclusiveRecipes: false });
  });

  it('when a plan has 15 meals or more, then it earns priority support and the exclusive recipes', () => {
    expect(planPerks(15)).toEqual({ prioritySupport: true, exclusiveRecipes: true });
    expect(planPerks(18)).toEqual({ prioritySupport: true, exclusiveRecipes: true });
  });
});
