import type { PriceQuote } from '@mealbox/contracts';
import type { SubscriptionPlan } from '../../subscriptions/data/subscription-model';
import { priceNewOrder } from './order-pricing';
import type { Priced, PricingDeps } from './order-pricing';

/**
 * The price of an order whose meal count has no plan (yet): nothing to pay. Its meals are still being added, or
 * add up to a count no plan has; payment never takes a total of zero, and confirming the total names the counts
 * there are plans for. The order's discount code is kept, to apply once the count is a plan's.
 */
export function unpricedQuote(plan: SubscriptionPlan, discountCode: string | null): PriceQuote {
  return {
    mealSize: plan.mealSize,
    numberOfMeals: plan.numberOfMeals,
    perMealPence: 0,
    mealPlanPence: 0,
    sizePremiumTotalPence: 0,
    deliveryFeePence: 0,
    discount: discountCode ? { code: discountCode, amountPence: 0 } : null,
    totalPence: 0,
  };
}

/**
 * Prices the plan of an order that follows its meals the way every order is priced (priceNewOrder: the read
 * models of catalogue's prices and calculatePrice), each time its meals change. A count with no plan is no
 * problem while meals are being added: the order is unpriced until they make a plan. A discount code that does
 * not apply still is.
 */
export async function priceItemsPlan(
  deps: PricingDeps,
  userId: string,
  plan: SubscriptionPlan,
  discountCode: string | null,
): Promise<Priced> {
  const priced = await priceNewOrder(deps, userId, {
    mealSize: plan.mealSize,
    numberOfMeals: plan.numberOfMeals,
    discountCode,
  });
  if (priced.quote) return priced;
  const problems = Object.fromEntries(
    Object.entries(priced.problems).filter(([field]) => field !== 'number_of_meals'),
  );
  if (Object.keys(problems).length > 0) return { problems };
  return { quote: unpricedQuote(plan, discountCode), firstBoxOnlyCode: null };
}
