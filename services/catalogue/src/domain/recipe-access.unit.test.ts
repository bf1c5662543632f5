import type { SubscriberPlan } from '@mealbox/contracts';
import { mayReadRecipes } from './recipe-access';

const customer = { isStaff: false };
const plan = (numberOfMeals: number, cancelled = false): SubscriberPlan => ({
  userId: 'user-1',
  subscriptionId: 'sub-1',
  numberOfMeals,
  cancelled,
  asOf: '2026-11-20T10:00:00.000Z',
});

describe('mayReadRecipes', () => {
  it('when a customer subscribes to 15 meals a week or more, then they read the recipes', () => {
    expect(mayReadRecipes(customer, plan(15))).toBe(true);
    expect(mayReadRecipes(customer, plan(20))).toBe(true);
  });

  it('when a customer subscribes to fewer than 15 meals a week, then they do not', () => {
    expect(mayReadRecipes(customer, plan(14))).toBe(false);
    expect(mayReadRecipes(customer, plan(10))).toBe(false);
  });

  it('when a customer has no subscription or cancelled a Large one, then they do not', () => {
    expect(mayReadRecipes(customer, null)).toBe(false);
    expect(mayReadRecipes(customer, plan(15, true))).toBe(false);
  });

  it('when staff ask, then they read the recipes whatever their own plan', () => {
    expect(mayReadRecipes({ isStaff: true }, null)).toBe(true);
  });
});
