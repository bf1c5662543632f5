import type { OrderDocument } from '../../orders/data/order-model';
import type { PriceLine } from '@mealbox/contracts';
import type { OrderPlan } from './dashboard-facts';
import { priceLinesInWords } from './price-lines-in-words';

/** The order fields a report row shows beyond the export's (see OrderPlan). */
export const PLAN_FIELDS = {
  customerId: 1,
  proteinPreference: 1,
  mealSize: 1,
  numberOfMeals: 1,
  subscriptionId: 1,
  'price.lines': 1,
} as const;
/** The order's own fields among them ('price.lines' is read as part of `price`). */
export type PlanField = Exclude<keyof typeof PLAN_FIELDS, 'price.lines'>;

/** The order's plan as the report shows it (an order from before subscriptions has no subscription id). */
export const planOf = (
  order: Pick<OrderDocument, 'customerId' | 'proteinPreference' | 'mealSize' | 'numberOfMeals'> & {
    subscriptionId?: string | null;
    price?: { lines?: readonly PriceLine[] };
  },
): OrderPlan => ({
  customer: order.customerId,
  protein: order.proteinPreference,
  size: order.mealSize,
  meals: order.numberOfMeals,
  subscription: order.subscriptionId ?? null,
  lines: priceLinesInWords(order.price?.lines ?? []),
});
