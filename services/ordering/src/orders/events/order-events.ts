import { TOPICS, discountOfLines, totalOfKind } from '@mealbox/contracts';
import type {
  Allergen,
  CustomerAddressesChangedData,
  CustomerUpdatedData,
  MealRatedData,
  OrderConfirmedData,
  OrderPaymentStatusChangedData,
  OrderPlacedData,
  OrderRepricedData,
  OrderRescheduledData,
  OrderStatus,
  OrderStatusChangedData,
  PaymentStatus,
  RefundRequestedData,
} from '@mealbox/contracts';
import { createEvent, toOutboxEntry } from '@mealbox/platform';
import type { EventContext, OutboxEntry } from '@mealbox/platform';
import type { OrderDocument } from '../data/order-model';
import { PRODUCER } from '../../config';
import { eventNotesOf } from './event-notes';

/** The request (or event) that caused a change, and the clock; one shape for every service. */
export type { EventContext };

export type OrderRef = Pick<OrderDocument, '_id' | 'userId'>;

export function orderEntry<TType extends string, TData>(
  order: OrderRef,
  type: TType,
  data: TData,
  { correlationId, now }: EventContext,
): OutboxEntry {
  const event = createEvent(type, data, { producer: PRODUCER, correlationId, now });
  return toOutboxEntry(TOPICS.orderingOrders, order._id.toHexString(), event);
}

/** OrderPlaced: payment learns the amount due (and any first-box-only code in it), identity counts the order. */
export function orderPlacedEntry(
  order: Omit<OrderDocument, 'outbox' | 'outboxPending'>,
  pricing: { firstBoxOnlyCode: string | null },
  context: EventContext,
): OutboxEntry {
  const data: OrderPlacedData = {
    orderId: order._id.toHexString(),
    userId: order.userId,
    customerId: order.customerId,
    totalPence: order.price.totalPence,
    deliveryDate: order.deliveryDate,
    placedAt: order.orderedAt.toISOString(),
    orderStatus: order.orderStatus,
    paymentStatus: order.paymentStatus,
    firstBoxOnlyCode: pricing.firstBoxOnlyCode,
    ...(order.subscriptionId ? { subscriptionId: order.subscriptionId } : {}),
  };
  return orderEntry(order, 'OrderPlaced', data, context);
}

export function orderStatusChangedEntry(
  order: OrderRef,
  change: { from: OrderStatus; to: OrderStatus; at: Date },
  context: EventContext,
): OutboxEntry {
  const data: OrderStatusChangedData = {
    orderId: order._id.toHexString(),
    userId: order.userId,
    from: change.from,
    to: change.to,
    changedAt: change.at.toISOString(),
  };
  return orderEntry(order, 'OrderStatusChanged', data, context);
}

export function orderPaymentStatusChangedEntry(
  order: OrderRef,
  change: { from: PaymentStatus; to: PaymentStatus; at: Date },
  context: EventContext,
): OutboxEntry {
  const data: OrderPaymentStatusChangedData = {
    orderId: order._id.toHexString(),
    userId: order.userId,
    from: change.from,
    to: change.to,
    changedAt: change.at.toISOString(),
  };
  return orderEntry(order, 'OrderPaymentStatusChanged', data, context);
}

export function orderRepricedEntry(
  order: OrderRef,
  change: {
    previousTotalPence: number;
    totalPence: number;
    discountCode: string | null;
    firstBoxOnlyCode: string | null;
    at: Date;
  },
  context: EventContext,
): OutboxEntry {
  const data: OrderRepricedData = {
    orderId: order._id.toHexString(),
    userId: order.userId,
    previousTotalPence: change.previousTotalPence,
    totalPence: change.totalPence,
    discountCode: change.discountCode,
    firstBoxOnlyCode: change.firstBoxOnlyCode,
    repricedAt: change.at.toISOString(),
  };
  return orderEntry(order, 'OrderRepriced', data, context);
}

export function orderRescheduledEntry(
  order: OrderRef,
  change: { from: string; to: string; at: Date },
  context: EventContext,
): OutboxEntry {
  const data: OrderRescheduledData = {
    orderId: order._id.toHexString(),
    userId: order.userId,
    from: change.from,
    to: change.to,
    changedAt: change.at.toISOString(),
  };
  return orderEntry(order, 'OrderRescheduled', data, context);
}

/** RefundRequested: staff asked for a refund of the rest; the payment service makes it at the provider. */
export function refundRequestedEntry(
  order: OrderRef,
  request: { amountPence: number; refundId: string; requestedBy: string; at: Date },
  context: EventContext,
): OutboxEntry {
  const data: RefundRequestedData = {
    orderId: order._id.toHexString(),
    userId: order.userId,
    amountPence: request.amountPence,
    refundId: request.refundId,
    requestedBy: request.requestedBy,
    requestedAt: request.at.toISOString(),
  };
  return orderEntry(order, 'RefundRequested', data, context);
}

/**
 * MealRated: the customer rated a meal of their delivered order, or changed its stars; the catalogue counts it
 * into the meal's average. Keyed by the order, so one order's ratings reach a reader in the order given.
 */
export function mealRatedEntry(
  order: OrderRef,
  rating: { mealId: string; stars: number; previousStars: number | null; version: number; ratedAt: Date },
  context: EventContext,
): OutboxEntry {
  const data: MealRatedData = {
    orderId: order._id.toHexString(),
    userId: order.userId,
    mealId: rating.mealId,
    stars: rating.stars,
    previousStars: rating.previousStars,
    version: rating.version,
    ratedAt: rating.ratedAt.toISOString(),
  };
  return orderEntry(order, 'MealRated', data, context);
}

/** CustomerUpdated on `ordering.customers.v1`, keyed by the customer id (identity shows the phone number). */
export function customerUpdatedEntry(
  data: CustomerUpdatedData,
  { correlationId, now }: EventContext,
): OutboxEntry {
  const event = createEvent('CustomerUpdated', data, { producer: PRODUCER, correlationId, now });
  return toOutboxEntry(TOPICS.orderingCustomers, data.customerId, event);
}

/** CustomerAddressesChanged on `ordering.customers.v1`, keyed by the customer id: a saved address changed. */
export function customerAddressesChangedEntry(
  data: CustomerAddressesChangedData,
  { correlationId, now }: EventContext,
): OutboxEntry {
  const event = createEvent('CustomerAddressesChanged', data, { producer: PRODUCER, correlationId, now });
  return toOutboxEntry(TOPICS.orderingCustomers, data.customerId, event);
}

/** A meal of a confirmed order as ordering holds it: its name, and what it contains and may contain (null: undeclared). */
export interface ConfirmedMeal {
  name: string;
  allergens: { contains: Allergen[]; mayContain: Allergen[] } | null;
}

/** OrderConfirmed: the order is paid for the first time; notifications mails its confirmation from it. */
export function orderConfirmedEntry(
  order: Omit<OrderDocument, 'outbox' | 'outboxPending'>,
  meals: ReadonlyMap<string, ConfirmedMeal>,
  context: EventContext,
): OutboxEntry {
  const { price } = order;
  const data: OrderConfirmedData = {
    orderId: order._id.toHexString(),
    userId: order.userId,
    reference: order.reference,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    deliveryDate: order.deliveryDate,
    address: {
      address: order.address.address,
      city: order.address.city,
      county: order.address.county,
      postcode: order.address.postcode,
      ...eventNotesOf(order.address),
    },
    items: order.items.map((item) => ({
      mealId: item.mealId,
      name: meals.get(item.mealId)?.name ?? 'A meal no longer on our menu',
      quantity: item.quantity,
      allergens: meals.get(item.mealId)?.allergens ?? null,
    })),
    mealSize: order.mealSize,
    numberOfMeals: order.numberOfMeals,
    price: {
      lines: price.lines.map((line) => ({ ...line })),
      // The plan's part as named fields, for consumers written before lines (additive within v1).
      mealPlanPence: totalOfKind(price.lines, 'plan'),
      sizePremiumTotalPence: totalOfKind(price.lines, 'size_premium'),
      deliveryFeePence: totalOfKind(price.lines, 'delivery'),
      discount: discountOfLines(price.lines),
      totalPence: price.totalPence,
    },
    subscriptionId: order.subscriptionId ?? null,
    confirmedAt: context.now().toISOString(),
  };
  return orderEntry(order, 'OrderConfirmed', data, context);
}
