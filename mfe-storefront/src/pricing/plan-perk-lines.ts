import { planPerks } from '@mealbox/contracts/plan-perks';

export const STANDARD_SUPPORT = 'Support by chat and email';
export const PRIORITY_SUPPORT = 'Priority support: your messages answered first';

/**
 * What a plan earns beyond its meals, one line each for its card, from the rule identity also applies (so the
 * card promises only what the service gives): priority support from 10 meals a week, standard support below.
 */
export function perkLines(meals: number): string[] {
  const perks = planPerks(meals);
  return [
    perks.prioritySupport ? PRIORITY_SUPPORT : STANDARD_SUPPORT,
    // The exclusive recipes' line (perks.exclusiveRecipes) belongs here, after support.
  ];
}
