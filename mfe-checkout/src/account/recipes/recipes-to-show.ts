import { planPerks } from '@mealbox/contracts/plan-perks';
import type { CurrentSubscription } from '../subscription/use-current-subscription';

/**
 * What 'Your recipes' does for the subscription as loaded: wait for its first answer; say the recipes come with
 * the Large plan when the plan plainly does not earn them (no subscription, cancelled, fewer than 15 meals; the
 * catalogue counts a plan change from when it is made, so a pending change counts); or ask the catalogue, which
 * has the final word, under a key that changes with the plan so a change asks again. A subscription that failed to
 * load asks too.
 */
export type RecipesToShow = { kind: 'wait' } | { kind: 'not-on-plan' } | { kind: 'ask'; key: string };

export function recipesToShow(current: Pick<CurrentSubscription, 'status' | 'subscription'>): RecipesToShow {
  const { subscription } = current;
  if (subscription === undefined)
    return current.status === 'error' ? { kind: 'ask', key: 'unknown' } : { kind: 'wait' };
  if (subscription === null || subscription.status === 'cancelled') return { kind: 'not-on-plan' };
  const meals = subscription.pending_plan_change?.plan.number_of_meals ?? subscription.plan.number_of_meals;
  if (!planPerks(meals).exclusiveRecipes) return { kind: 'not-on-plan' };
  return { kind: 'ask', key: `${subscription.status}:${meals}` };
}
