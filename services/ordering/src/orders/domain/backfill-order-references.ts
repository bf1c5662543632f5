import { orderReference } from '@mealbox/contracts';
import { backfillOrders } from './order-backfill';
import type { BackfillOptions, OrderBackfill, OrderBackfillDeps } from './order-backfill';

/** This backfill's marker (the dashboard benchmark writes it on the orders it generates, which carry theirs). */
export const ORDER_REFERENCES_BACKFILL = 'order-references-v1';

const orderReferences: OrderBackfill<'_id'> = {
  marker: ORDER_REFERENCES_BACKFILL,
  unfilled: { reference: { $exists: false } },
  fields: ['_id'],
  fill: (order) => ({ reference: orderReference(order._id.toHexString()) }),
  done: 'gave the orders placed before references were stored their references',
};

/**
 * Gives each order placed before references were stored its reference (placeOrder sets it on new ones), so the
 * report finds those orders by it too. The reference follows from the id.
 */
export const backfillOrderReferences = (deps: OrderBackfillDeps, options: BackfillOptions = {}) =>
  backfillOrders(deps, orderReferences, options);
