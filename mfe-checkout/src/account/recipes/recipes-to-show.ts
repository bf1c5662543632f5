import { planPerks } from '@mealbox/contracts/plan-perks';
import type { CurrentSubscription } from '../subscription/use-current-subscription';

/**
 * What 'Your recipes' does for the subscription as loaded: wait for its first answer; say the recipes come with
 * the Large plan when neither the plan in force nor a pending change earns them (no subscription, cancelled, fewer
 * than 15 meals); or ask the catalogue, which has the final word, under a key that changes with the plan so a
 * change asks again. The catalogue opens them with the plan paid for, so a pending change to 15 meals is asked
 * about with the day of its first box (`opensWithBoxOn`): until that box is paid, the refusal says so. A
 * subscription that failed to load asks too.
 */
export type RecipesToShow =
  { kind: 'wait' } | { kind: 'not-on-plan' } | { kind: 'ask'; key: string; opensWithBoxOn?: string };

export function recipesToShow(current: Pick<CurrentSubscription, 'status' | 'subscription'>): RecipesToShow {
  const { subscription } = current;
  if (subscription === undefined)
    return current.status === 'error' ? { kind: 'ask', key: 'unknown' } : { kind: 'wait' };
  if (subscription === null || subscription.status === 'cancelled') return { kind: 'not-on-plan' };
  const inForce = subscription.plan.number_of_meals;
  const pending = subscription.pending_plan_change;
  const key = `${subscription.status}:${inForce}:${pending?.plan.number_of_meals ?? ''}`;
  if (planPerks(inForce).exclusiveRecipes) return { kind: 'ask', key };
  if (pending && planPerks(pending.plan.number_of_meals).exclusiveRecipes) {
    return { kind: 'ask', key, opensWithBoxOn: pending.first_delivery_date ?? pending.from };
  }
  return { kind: 'not-on-plan' };
}
