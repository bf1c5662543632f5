import type {
  CustomerUpdatedData,
  OrderPaymentStatusChangedData,
  OrderPlacedData,
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

type StatusKind = 'orderStatus' | 'paymentStatus';

/**
 * Sets one status of an order if this change is newer than the one held. Every write is conditional and
 * idempotent, so a redelivered or late event changes nothing; a change for an order not seen yet creates its row.
 */
async function applyStatus(
  { orders }: OrderProjectionDeps,
  kind: StatusKind,
  change: { orderId: string; userId: string; value: string; at: Date },
): Promise<void> {
  const at = `${kind}At` as const;
  const newer = await orders.updateOne(trustedFilter({ _id: change.orderId, [at]: { $lt: change.at } }), {
    $set: { [kind]: change.value, [at]: change.at, userId: change.userId },
  });
  if (newer.matchedCount === 1) return;
  // Either the row holds a newer (or the same) change, and this insert-if-absent does nothing, or there is no
  // row yet and it creates one with just this status.
  const other = kind === 'orderStatus' ? 'paymentStatusAt' : 'orderStatusAt';
  await orders.updateOne(
    { _id: change.orderId },
    {
      $setOnInsert: {
        userId: change.userId,
        placed: false,
        [kind]: change.value,
        [at]: change.at,
        [other]: NEVER,
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
      $set: {
        userId: data.userId,
        placed: true,
        orderedAt: placedAt,
        deliveryDate: data.deliveryDate,
        totalPence: data.totalPence,
      },
      $setOnInsert: {
        orderStatus: data.orderStatus,
        orderStatusAt: placedAt,
        paymentStatus: data.paymentStatus,
        paymentStatusAt: placedAt,
      },
    },
    { upsert: true },
  );
  // If a status change arrived first, the row exists and keeps whatever is newer.
  const base = { orderId: data.orderId, userId: data.userId, at: placedAt };
  await applyStatus(deps, 'orderStatus', { ...base, value: data.orderStatus });
  await applyStatus(deps, 'paymentStatus', { ...base, value: data.paymentStatus });
}

export function applyOrderStatusChanged(
  deps: OrderProjectionDeps,
  data: OrderStatusChangedData,
): Promise<void> {
  return applyStatus(deps, 'orderStatus', {
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
  return applyStatus(deps, 'paymentStatus', {
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
