import type { OrderDocument } from '../../orders/data/order-model';
import type { OrderPlan } from './dashboard-facts';

/** The order fields a report row shows beyond the export's (see OrderPlan). */
export const PLAN_FIELDS = {
  customerId: 1,
  proteinPreference: 1,
  mealSize: 1,
  numberOfMeals: 1,
  subscriptionId: 1,
} as const;

/** The order's plan as the report shows it (an order from before subscriptions has no subscription id). */
export const planOf = (
  order: Pick<OrderDocument, 'customerId' | 'proteinPreference' | 'mealSize' | 'numberOfMeals'> & {
    subscriptionId?: string | null;
  },
): OrderPlan => ({
  customer: order.customerId,
  protein: order.proteinPreference,
  size: order.mealSize,
  meals: order.numberOfMeals,
  subscription: order.subscriptionId ?? null,
});
