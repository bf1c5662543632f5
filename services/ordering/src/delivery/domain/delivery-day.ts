import { DELIVERY_DAY_LIMIT } from '@mealbox/contracts';
import { trustedFilter } from '@mealbox/platform';
import type { OrderDocument } from '../../orders/data/order-model';
import type { OrderView } from '../../orders/domain/order-queries';
import { WITHOUT_OUTBOX } from '../../shared/data/query-helpers';
import { mealsById } from '../../shared/domain/meal-choice';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';

/** A day's boxes with their meals, and how many there are in all (more than the list when it was cut short). */
export interface DeliveryDayBoxes {
  views: OrderView[];
  total: number;
}

/**
 * Every box due on `date` that is not cancelled, for packing and dispatch: sorted by postcode (so a van's boxes sit
 * together on the packing list) then reference, with the meals of all of them read in one query.
 */
export async function deliveryDayBoxes(
  deps: Pick<OrderingDeps, 'orders' | 'meals'>,
  date: string,
): Promise<DeliveryDayBoxes> {
  const filter = trustedFilter({ deliveryDate: date, orderStatus: { $ne: 'cancelled' } });
  const [orders, total] = await Promise.all([
    deps.orders
      .find(filter)
      .select(WITHOUT_OUTBOX)
      .sort({ _id: 1 })
      .limit(DELIVERY_DAY_LIMIT)
      .lean<OrderDocument[]>(),
    deps.orders.countDocuments(filter),
  ]);
  orders.sort(
    (a, b) => a.address.postcode.localeCompare(b.address.postcode) || a.reference.localeCompare(b.reference),
  );
  const meals = await mealsById(
    deps,
    orders.flatMap((order) => order.items.map((item) => item.mealId)),
  );
  return { views: orders.map((order) => ({ order, meals })), total };
}
