import type {
  CustomerUpdatedData,
  OrderPaymentStatusChangedData,
  OrderPlacedData,
  OrderRepricedData,
  OrderRescheduledData,
  OrderStatusChangedData,
} from '@mealbox/contracts';
import { trustedFilter } from '@mealbox/platform';
import type { CustomerContactModel, UserOrderModel } from '../data/user-order-model';

export interface OrderProjectionDeps {
  orders: UserOrderModel;
  contacts: CustomerContactModel;
}

/** Stands in for "no status seen yet": any real change is newer. */
const NEVER = new Date(0);

/** The order's fields that change after it is placed, each stamped with the time of the change that set it. */
const TIMED_FIELDS = ['orderStatus', 'paymentStatus', 'totalPence', 'deliveryDate'] as const;
type TimedField = (typeof TIMED_FIELDS)[number];

/**
 * Sets one field of an order if this change is newer than the one held. Every write is conditional and
 * idempotent, so a redelivered or late event changes nothing; a change for an order not seen yet creates its row.
 */
async function applyTimed(
  { orders }: OrderProjectionDeps,
  field: TimedField,
  change: { orderId: string; userId: string; value: string | number; at: Date },
): Promise<void> {
  const at = `${field}At` as const;
  const newer = await orders.updateOne(trustedFilter({ _id: change.orderId, [at]: { $lt: change.at } }), {
    $set: { [field]: change.value, [at]: change.at, userId: change.userId },
  });
  if (newer.matchedCount === 1) return;
  // Either the row holds a newer (or the same) change, and this insert-if-absent does nothing, or there is no
  // row yet and it creates one with just this field.
  const unknownYet = Object.fromEntries(
    TIMED_FIELDS.filter((other) => other !== field).map((other) => [`${other}At`, NEVER]),
  );
  await orders.updateOne(
    { _id: change.orderId },
    {
      $setOnInsert: {
        userId: change.userId,
        placed: false,
        [field]: change.value,
        [at]: change.at,
        ...unknownYet,
      },
    },
    { upsert: true },
  );
}

export async function applyOrderPlaced(deps: OrderProjectionDeps, data: OrderPlacedData): Promise<void> {
  const placedAt = new Date(data.placedAt);
  await deps.orders.updateOne(
    { _id: data.orderId },
    {
      $set: { userId: data.userId, placed: true, orderedAt: placedAt },
      $setOnInsert: Object.fromEntries(TIMED_FIELDS.map((field) => [`${field}At`, NEVER])),
    },
    { upsert: true },
  );
  // Each field keeps whatever is newer: a later change that arrived first, or survives a redelivered OrderPlaced.
  const base = { orderId: data.orderId, userId: data.userId, at: placedAt };
  await applyTimed(deps, 'orderStatus', { ...base, value: data.orderStatus });
  await applyTimed(deps, 'paymentStatus', { ...base, value: data.paymentStatus });
  await applyTimed(deps, 'totalPence', { ...base, value: data.totalPence });
  await applyTimed(deps, 'deliveryDate', { ...base, value: data.deliveryDate });
}

export function applyOrderStatusChanged(
  deps: OrderProjectionDeps,
  data: OrderStatusChangedData,
): Promise<void> {
  return applyTimed(deps, 'orderStatus', {
    orderId: data.orderId,
    userId: data.userId,
    value: data.to,
    at: new Date(data.changedAt),
  });
}

export function applyOrderPaymentStatusChanged(
  deps: OrderProjectionDeps,
  data: OrderPaymentStatusChangedData,
): Promise<void> {
  return applyTimed(deps, 'paymentStatus', {
    orderId: data.orderId,
    userId: data.userId,
    value: data.to,
    at: new Date(data.changedAt),
  });
}

export function applyOrderRepriced(deps: OrderProjectionDeps, data: OrderRepricedData): Promise<void> {
  return applyTimed(deps, 'totalPence', {
    orderId: data.orderId,
    userId: data.userId,
    value: data.totalPence,
    at: new Date(data.repricedAt),
  });
}

export function applyOrderRescheduled(deps: OrderProjectionDeps, data: OrderRescheduledData): Promise<void> {
  return applyTimed(deps, 'deliveryDate', {
    orderId: data.orderId,
    userId: data.userId,
    value: data.to,
    at: new Date(data.changedAt),
  });
}

/** The event carries no time of its own, so the envelope's `occurredAt` orders the changes. */
export async function applyCustomerUpdated(
  { contacts }: OrderProjectionDeps,
  data: CustomerUpdatedData,
  occurredAt: Date,
): Promise<void> {
  const values = { customerId: data.customerId, phoneNumber: data.phoneNumber, updatedAt: occurredAt };
  const newer = await contacts.updateOne(
    trustedFilter({ _id: data.userId, updatedAt: { $lt: occurredAt } }),
    {
      $set: values,
    },
  );
  if (newer.matchedCount === 1) return;
  await contacts.updateOne({ _id: data.userId }, { $setOnInsert: values }, { upsert: true });
}
