import { planPerks } from '@mealbox/contracts/plan-perks';

export const STANDARD_SUPPORT = 'Support by chat and email';
export const PRIORITY_SUPPORT = 'Priority support: your messages answered first';
export const EXCLUSIVE_RECIPES = 'Exclusive recipes to cook at home';

/**
 * What a plan earns beyond its meals, one line each for its card, from the rule identity and catalogue also apply
 * (so the card promises only what the services give): priority support from 10 meals a week, standard support
 * below; the exclusive recipes from 15.
 */
export function perkLines(meals: number): string[] {
  const perks = planPerks(meals);
  return [
    perks.prioritySupport ? PRIORITY_SUPPORT : STANDARD_SUPPORT,
    ...(perks.exclusiveRecipes ? [EXCLUSIVE_RECIPES] : []),
  ];
}
