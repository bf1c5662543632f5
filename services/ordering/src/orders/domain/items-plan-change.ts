import { badRequest } from '@mealbox/platform';
import type { OutboxEntry } from '@mealbox/platform';
import type { OrderItemEntry } from '../../shared/data/address-and-items-schemas';
import type { OrderDocument } from '../data/order-model';
import type { EventContext } from '../events/order-events';
import { mealsById } from '../../shared/domain/meal-choice';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';
import { priceOrder } from '../../pricing/domain/price-order';
import { discountCodeOf } from '../../pricing/domain/order-quote';
import { countMeals } from './order-rules';
import { planFromItems } from './plan-from-items';
import { repricedEntry } from './repriced-entry';
import { creditAvailableTo } from './order-credit';

/**
 * What an order whose plan follows its meals becomes with these items: the plan they make and its price, with
 * OrderRepriced when the total moves, so payment never asks for an earlier total. The caller writes it in the same
 * version-guarded update as the items. The order's discount code stays on it; one that no longer applies is
 * named, as when it is added.
 */
export async function itemsPlanChange(
  deps: OrderingDeps,
  current: OrderDocument,
  items: OrderItemEntry[],
  context: EventContext,
): Promise<{ set: Partial<OrderDocument>; events: OutboxEntry[] }> {
  const meals = await mealsById(
    deps,
    items.map((item) => item.mealId),
  );
  const plan = planFromItems(items, meals);
  const code = discountCodeOf(current.price);
  const priced = await priceOrder(deps, current.userId, {
    plan,
    discountCode: code,
    current: current.price,
    unpricedUntilAPlan: true,
    creditPence: await creditAvailableTo(deps, {
      customerId: current.customerId,
      orderId: current._id.toHexString(),
    }),
  });
  if (priced.problems) throw badRequest('The item is not valid.', priced.problems);
  const price = priced.quote;
  const events =
    price.totalPence === current.price.totalPence
      ? []
      : [repricedEntry(current, priced, code, context.now(), context)];
  return {
    set: {
      items,
      itemCount: countMeals(items),
      proteinPreference: plan.proteinPreference,
      mealSize: plan.mealSize,
      numberOfMeals: plan.numberOfMeals,
      price,
    },
    events,
  };
}
