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
  'address.safePlace': 1,
  'address.deliveryInstructions': 1,
} as const;
/** The order's own fields among them ('price.lines' is read as part of `price`, the notes of `address`). */
export type PlanField =
  | Exclude<keyof typeof PLAN_FIELDS, 'price.lines' | 'address.safePlace' | 'address.deliveryInstructions'>
  | 'address';

/** The order's plan as the report shows it (an order from before subscriptions has no subscription id). */
export const planOf = (
  order: Pick<OrderDocument, 'customerId' | 'proteinPreference' | 'mealSize' | 'numberOfMeals'> & {
    subscriptionId?: string | null;
    price?: { lines?: readonly PriceLine[] };
    address?: { safePlace?: string | null; deliveryInstructions?: string | null };
  },
): OrderPlan => ({
  customer: order.customerId,
  protein: order.proteinPreference,
  size: order.mealSize,
  meals: order.numberOfMeals,
  subscription: order.subscriptionId ?? null,
  lines: priceLinesInWords(order.price?.lines ?? []),
  // Absent when none, so the plans (and rows) of orders without notes stay as they were.
  ...(order.address?.safePlace ? { safePlace: order.address.safePlace } : {}),
  ...(order.address?.deliveryInstructions ? { instructions: order.address.deliveryInstructions } : {}),
});
