import { z } from 'zod';
import { eventAddressSchema } from './event-address';
import {
  orderRefundedToCardSchema,
  partialRefundRequestedSchema,
  type OrderRefundedToCard,
  type PartialRefundRequested,
} from './refund-events';
import { priceLineSchema } from '../pricing/price-line-schema';
import type { EventEnvelope } from './envelope';
import { mealRatedSchema } from './meal-rated-event';
import type { MealRated } from './meal-rated-event';
import { boxMealAllergenFlaggedSchema } from './box-meal-allergen-flagged-event';
import { allergenSchema } from '../food/allergen-schemas';
import {
  orderDeliveredSchema,
  orderDeliveryAttemptFailedSchema,
  orderOutForDeliverySchema,
  type OrderDelivered,
  type OrderDeliveryAttemptFailed,
  type OrderOutForDelivery,
} from './delivery-progress-events';

/** The spec's order statuses (section 4), in their forward order; `cancelled` is reachable from any but delivered. */
export const ORDER_STATUSES = [
  'processing',
  'preparing',
  'ready',
  'out_for_delivery',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const orderStatusSchema = z.enum(ORDER_STATUSES);

export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);

/**
 * Where a payment status may move (spec section 4): paid or failed from pending, paid after a failure (the
 * customer paid again), refunded once paid. Never back to pending, never out of refunded. Ordering and payment
 * both follow it, so neither can move a payment backwards.
 */
export const PAYMENT_STATUS_MOVES: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  pending: ['completed', 'failed'],
  failed: ['completed'],
  completed: ['refunded'],
  refunded: [],
};
export const paymentStatusMayMove = (from: PaymentStatus, to: PaymentStatus): boolean =>
  PAYMENT_STATUS_MOVES[from].includes(to);

/**
 * The payment statuses that mean the customer has paid for that box: paid, or paid and refunded since (a refunded
 * box was still their first). Ordering, payment and the catalogue all spend a first-box code by them, so a code
 * the catalogue's quote allows is one the order and its checkout allow too.
 */
export const PAID_PAYMENT_STATUSES: readonly PaymentStatus[] = ['completed', 'refunded'];

/**
 * The price's discount code when that code is for a customer's first box only (CHEF24), else null: payment
 * refuses to take that price once the customer has paid for another box. Absent in events from before it was
 * added, which read as null.
 */
const firstBoxOnlyCodeSchema = z.string().nullable().optional();

/** Published by ordering on `ordering.orders.v1`, keyed by order id. Money is integer pence. */
export const orderPlacedSchema = z.object({
  orderId: z.string(),
  userId: z.string(),
  customerId: z.string(),
  totalPence: z.number().int().nonnegative(),
  deliveryDate: z.iso.date(),
  placedAt: z.iso.datetime(),
  orderStatus: orderStatusSchema,
  paymentStatus: paymentStatusSchema,
  firstBoxOnlyCode: firstBoxOnlyCodeSchema,
  /** The subscription whose delivery this box is (the weekly job placed it); absent on a customer's own order. */
  subscriptionId: z.string().optional(),
});
export type OrderPlacedData = z.infer<typeof orderPlacedSchema>;

export const orderStatusChangedSchema = z.object({
  orderId: z.string(),
  userId: z.string(),
  from: orderStatusSchema,
  to: orderStatusSchema,
  changedAt: z.iso.datetime(),
});
export type OrderStatusChangedData = z.infer<typeof orderStatusChangedSchema>;

export const orderPaymentStatusChangedSchema = z.object({
  orderId: z.string(),
  userId: z.string(),
  from: paymentStatusSchema,
  to: paymentStatusSchema,
  changedAt: z.iso.datetime(),
});
export type OrderPaymentStatusChangedData = z.infer<typeof orderPaymentStatusChangedSchema>;

/**
 * The order's price changed while unpaid (a discount code added, changed or removed): payment must ask for the
 * new `totalPence`, never the one OrderPlaced carried.
 */
export const orderRepricedSchema = z.object({
  orderId: z.string(),
  userId: z.string(),
  previousTotalPence: z.number().int().nonnegative(),
  totalPence: z.number().int().nonnegative(),
  discountCode: z.string().nullable(),
  firstBoxOnlyCode: firstBoxOnlyCodeSchema,
  repricedAt: z.iso.datetime(),
});
export type OrderRepricedData = z.infer<typeof orderRepricedSchema>;

/** The customer moved the delivery to another day while the order was unpaid. */
export const orderRescheduledSchema = z.object({
  orderId: z.string(),
  userId: z.string(),
  from: z.iso.date(),
  to: z.iso.date(),
  changedAt: z.iso.datetime(),
});
export type OrderRescheduledData = z.infer<typeof orderRescheduledSchema>;

/**
 * Staff asked for the payment to be refunded ('Issue Refund'). Payment refunds at the card provider and answers
 * with PaymentRefunded; only then does ordering mark the order refunded. `amountPence` is what is left to refund
 * of what was paid (the order's total when nothing was refunded before); `refundId`, ordering's id of this refund
 * (absent in events from before partial refunds), is payment's idempotency key at the provider and comes back in
 * PaymentRefunded as `orderRefundId`.
 */
export const refundRequestedSchema = z.object({
  orderId: z.string(),
  userId: z.string(),
  amountPence: z.number().int().nonnegative(),
  refundId: z.string().optional(),
  /** The staff member who asked. */
  requestedBy: z.string(),
  requestedAt: z.iso.datetime(),
});
export type RefundRequestedData = z.infer<typeof refundRequestedSchema>;

/**
 * The order is paid for the first time (by the card provider or by staff's Mark as Paid): what the customer bought,
 * as ordering holds it at that moment, for the confirmation email. Published beside OrderPaymentStatusChanged in the
 * same write, once per order (a payment never moves back to pending). Money is integer pence; meal names are
 * ordering's copy of the catalogue's at the time.
 */
export const orderConfirmedSchema = z.object({
  orderId: z.string(),
  userId: z.string(),
  reference: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  deliveryDate: z.iso.date(),
  address: eventAddressSchema,
  items: z.array(
    z.object({
      mealId: z.string(),
      name: z.string(),
      quantity: z.number().int().positive(),
      /**
       * The meal's allergens as ordering held them when the order was paid, for the email's allergen line; absent
       * in events from before allergens were declared, null for a meal without a declaration.
       */
      allergens: z
        .object({ contains: z.array(allergenSchema), mayContain: z.array(allergenSchema) })
        .nullable()
        .optional(),
    }),
  ),
  mealSize: z.string(),
  numberOfMeals: z.number().int().positive(),
  /**
   * The order's money. `lines` is the price (every kind, add-ons and credit included); the named fields before it
   * are the plan's part of it, kept for consumers written before lines (additive within v1), and absent `lines`
   * means an event from before them.
   */
  price: z.object({
    lines: z.array(priceLineSchema).optional(),
    mealPlanPence: z.number().int().nonnegative(),
    sizePremiumTotalPence: z.number().int().nonnegative(),
    deliveryFeePence: z.number().int().nonnegative(),
    discount: z.object({ code: z.string(), amountPence: z.number().int().nonnegative() }).nullable(),
    totalPence: z.number().int().nonnegative(),
  }),
  subscriptionId: z.string().nullable(),
  confirmedAt: z.iso.datetime(),
});
export type OrderConfirmedData = z.infer<typeof orderConfirmedSchema>;

/** Published by ordering on `ordering.customers.v1`, keyed by customer id. */
export const customerUpdatedSchema = z.object({
  customerId: z.string(),
  userId: z.string(),
  phoneNumber: z.string().nullable(),
});
export type CustomerUpdatedData = z.infer<typeof customerUpdatedSchema>;

/** What happened to the customer's saved addresses. */
export const ADDRESS_CHANGES = ['added', 'updated', 'removed', 'default_changed'] as const;
export type AddressChange = (typeof ADDRESS_CHANGES)[number];

/**
 * Published by ordering on `ordering.customers.v1`, keyed by customer id, with every change of the customer's
 * saved addresses: one added, edited or removed, or another made the default. `addressId` is the address the
 * change was about; `defaultAddressId` the default after it (null once none is left). Orders and subscriptions
 * keep their own copy of their address; only an edit's safe place and instructions reach the open ones (before
 * their cut-off), in their own writes.
 */
export const customerAddressesChangedSchema = z.object({
  customerId: z.string(),
  userId: z.string(),
  change: z.enum(ADDRESS_CHANGES),
  addressId: z.string(),
  defaultAddressId: z.string().nullable(),
  addressCount: z.number().int().nonnegative(),
  changedAt: z.iso.datetime(),
});
export type CustomerAddressesChangedData = z.infer<typeof customerAddressesChangedSchema>;

export const orderingOrderEventSchemas = {
  OrderPlaced: orderPlacedSchema,
  OrderStatusChanged: orderStatusChangedSchema,
  OrderPaymentStatusChanged: orderPaymentStatusChangedSchema,
  OrderRepriced: orderRepricedSchema,
  OrderRescheduled: orderRescheduledSchema,
  RefundRequested: refundRequestedSchema,
  PartialRefundRequested: partialRefundRequestedSchema,
  OrderRefundedToCard: orderRefundedToCardSchema,
  OrderConfirmed: orderConfirmedSchema,
  MealRated: mealRatedSchema,
  OrderOutForDelivery: orderOutForDeliverySchema,
  OrderDelivered: orderDeliveredSchema,
  OrderDeliveryAttemptFailed: orderDeliveryAttemptFailedSchema,
} as const;

export const orderingCustomerEventSchemas = {
  CustomerUpdated: customerUpdatedSchema,
  CustomerAddressesChanged: customerAddressesChangedSchema,
  BoxMealAllergenFlagged: boxMealAllergenFlaggedSchema,
} as const;

export type OrderPlaced = EventEnvelope<'OrderPlaced', OrderPlacedData>;
export type OrderStatusChanged = EventEnvelope<'OrderStatusChanged', OrderStatusChangedData>;
export type OrderPaymentStatusChanged = EventEnvelope<
  'OrderPaymentStatusChanged',
  OrderPaymentStatusChangedData
>;
export type OrderRepriced = EventEnvelope<'OrderRepriced', OrderRepricedData>;
export type OrderRescheduled = EventEnvelope<'OrderRescheduled', OrderRescheduledData>;
export type RefundRequested = EventEnvelope<'RefundRequested', RefundRequestedData>;
export type OrderConfirmed = EventEnvelope<'OrderConfirmed', OrderConfirmedData>;
export type CustomerUpdated = EventEnvelope<'CustomerUpdated', CustomerUpdatedData>;
export type CustomerAddressesChanged = EventEnvelope<
  'CustomerAddressesChanged',
  CustomerAddressesChangedData
>;
export type OrderingOrderEvent =
  | OrderPlaced
  | OrderStatusChanged
  | OrderPaymentStatusChanged
  | OrderRepriced
  | OrderRescheduled
  | RefundRequested
  | PartialRefundRequested
  | OrderRefundedToCard
  | OrderConfirmed
  | MealRated
  | OrderOutForDelivery
  | OrderDelivered
  | OrderDeliveryAttemptFailed;
