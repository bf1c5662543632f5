import type { CurrentSubscription } from '../subscription/use-current-subscription';

/**
 * What of the customer's subscription decides their recipes (its meals a week and whether it stands), as a key:
 * when it changes, 'Your recipes' asks the catalogue again. Null until the subscription's first answer, so the
 * recipes are asked for once per page, not once before and again after it; a failed answer asks anyway.
 */
export function planKeyOf(current: Pick<CurrentSubscription, 'status' | 'subscription'>): string | null {
  const { subscription } = current;
  if (subscription === undefined) return current.status === 'error' ? 'unknown' : null;
  if (subscription === null) return 'none';
  return `${subscription.status}:${subscription.plan.number_of_meals}`;
}
