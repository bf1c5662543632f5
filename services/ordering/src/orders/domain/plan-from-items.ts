import { DEFAULT_PLAN } from '@mealbox/contracts';
import type { ProteinPreference } from '@mealbox/contracts';
import type { OrderItemEntry } from '../../shared/data/address-and-items-schemas';
import type { MealReadDocument } from '../../shared/data/meal-read-model';
import { suitsPreference } from '../../shared/domain/meal-preference';
import type { SubscriptionPlan } from '../../subscriptions/data/subscription-model';
import { countMeals } from './order-rules';

/** The preferences that take one kind of dish only; Meat & Vegan takes both. */
const SINGLE_KIND_PREFERENCES: readonly ProteinPreference[] = ['MO', 'VO'];

/**
 * The plan of an order placed without one (the spec's client sends only customer, address and date, then one
 * item per meal): as many meals as its items hold, Standard size (the client never chose another), and the
 * protein preference its meals share: Meat Only or Vegan Only when every chosen meal is of that one kind, else
 * Meat & Vegan, as with no meals yet. Meat & Vegan and Standard are the plan page's defaults (DESIGN section 9).
 * A meal missing from `meals` is of no known kind, so it leaves the plan Meat & Vegan.
 */
export function planFromItems(
  items: readonly OrderItemEntry[],
  meals: ReadonlyMap<string, Pick<MealReadDocument, 'isVegan'>>,
): SubscriptionPlan {
  const chosen = items.map((item) => meals.get(item.mealId));
  const shared =
    chosen.length === 0
      ? undefined
      : SINGLE_KIND_PREFERENCES.find((preference) =>
          chosen.every(
            (meal) => meal !== undefined && meal.isVegan !== undefined && suitsPreference(preference, meal),
          ),
        );
  return {
    proteinPreference: shared ?? DEFAULT_PLAN.protein_preference,
    mealSize: DEFAULT_PLAN.meal_size,
    numberOfMeals: countMeals([...items]),
  };
}

/**
 * Why adding `adding` meals to an order whose plan follows its meals (`chosen` so far) is refused: no plan holds
 * more than the largest meal count there is a price for. Null when it fits.
 */
export function itemsPlanLimitProblem(largestPlan: number, chosen: number, adding: number): string | null {
  if (chosen + adding <= largestPlan) return null;
  const left = Math.max(0, largestPlan - chosen);
  if (left === 0) return `An order holds at most ${largestPlan} meals, and all ${largestPlan} are chosen.`;
  return `An order holds at most ${largestPlan} meals and ${chosen} are chosen: add at most ${left} more.`;
}
