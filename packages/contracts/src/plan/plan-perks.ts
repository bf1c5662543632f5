/**
 * What a bigger plan earns beyond its meals (the pricing page's perks, spec section 9): priority support from
 * 10 meals a week (the Medium plan), and the exclusive recipes from 15 (the Large plan). The pricing cards,
 * identity (which answers priority messages first) and catalogue (which shows the recipes) all read this one rule,
 * so the page cannot promise what the services do not give.
 *
 * A perk follows the customer's subscription as it stands now: its latest plan while it is active or paused.
 * A cancelled subscription earns nothing.
 */
export const PRIORITY_SUPPORT_FROM_MEALS = 10;
export const EXCLUSIVE_RECIPES_FROM_MEALS = 15;

export interface PlanPerks {
  prioritySupport: boolean;
  exclusiveRecipes: boolean;
}

export const NO_PERKS: PlanPerks = { prioritySupport: false, exclusiveRecipes: false };

/** The perks of a plan with this many meals a week. */
export function planPerks(numberOfMeals: number): PlanPerks {
  return {
    prioritySupport: numberOfMeals >= PRIORITY_SUPPORT_FROM_MEALS,
    exclusiveRecipes: numberOfMeals >= EXCLUSIVE_RECIPES_FROM_MEALS,
  };
}
