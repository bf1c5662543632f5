import { subscriberPerks } from '@mealbox/contracts';
import type { SubscriberPlan } from '@mealbox/contracts';

/** Who may read the recipes: a customer whose plan as it stands earns them (the Large plan), and staff. */
export function mayReadRecipes(caller: { isStaff: boolean }, plan: SubscriberPlan | null): boolean {
  return caller.isStaff || subscriberPerks(plan).exclusiveRecipes;
}
