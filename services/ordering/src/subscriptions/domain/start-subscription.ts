import { Types } from 'mongoose';
import { isDuplicateKeyError } from '@mealbox/platform';
import type { OrderDocument } from '../../orders/data/order-model';
import { WITHOUT_OUTBOX } from '../../shared/data/query-helpers';
import type { StoredConfirmation, SubscriptionDocument } from '../data/subscription-model';
import { changeConfirmedEntry, subscriptionEntry } from '../events/subscription-events';
import { dayOfWeek, formatWeekdayDate, londonDate, weekdayOf } from '@mealbox/contracts/london-calendar';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';
import { cutOffWords, hasClosed } from '@mealbox/contracts/cut-off';
import { nextComingDelivery } from './subscription-schedule';
import { planWords } from './subscription-wording';
import { DEFAULT_SUBSCRIPTION_FREQUENCY, frequencyWords } from '@mealbox/contracts/subscription-frequency';
import type { SubscriptionFrequency } from '@mealbox/contracts/subscription-frequency';

/** The frequency chosen in the plan builder and carried by the first order; weekly for orders without one. */
const frequencyChosenWith = (order: Pick<OrderDocument, 'subscriptionFrequency'>): SubscriptionFrequency =>
  order.subscriptionFrequency ?? DEFAULT_SUBSCRIPTION_FREQUENCY;

const ORDER_ID = /^[0-9a-f]{24}$/;

/** Begins the keys of orders placed for subscription deliveries; a customer's own key may not (see order-routes). */
export const SUBSCRIPTION_ORDER_KEY_PREFIX = 'subscription:';

/**
 * The Idempotency-Key of the order the weekly job places for one delivery of a subscription: one order per
 * delivery however often the job runs (orders are unique per user and key).
 */
export const subscriptionOrderKey = (subscriptionId: string, scheduledDate: string): string =>
  `${SUBSCRIPTION_ORDER_KEY_PREFIX}${subscriptionId}:${scheduledDate}`;

/** Orders placed for a subscription's deliveries never start another subscription. */
const isSubscriptionOrder = (order: Pick<OrderDocument, 'idempotencyKey'>): boolean =>
  order.idempotencyKey.startsWith(SUBSCRIPTION_ORDER_KEY_PREFIX);

/**
 * A customer's first paid order starts their subscription: that order's plan and address, a box every week
 * on the weekday of its delivery. Called for every OrderPaymentStatusChanged to 'completed' (payment's
 * PaymentSucceeded, or staff marking the order paid), as often as the event is delivered: it starts one at
 * most, because the subscription names its first order (`firstOrderId` is unique) and a customer has at most
 * one live subscription (`liveKey` is unique). So a redelivered event, a second paid order, or two paid
 * orders racing start nothing more. A customer whose subscription was cancelled starts a new one (a new
 * document, their old one and its confirmations kept as they were) with their next paid box. The
 * subscription, its first confirmation and SubscriptionStarted are one insert.
 */
export async function startSubscriptionForPaidOrder(
  deps: OrderingDeps,
  orderId: string,
  correlationId: string,
): Promise<SubscriptionDocument | null> {
  if (!ORDER_ID.test(orderId)) return null;
  const order = await deps.orders.findById(orderId).select(WITHOUT_OUTBOX).lean<OrderDocument>();
  // Another environment's order on a shared topic, an order refunded since, or one of a subscription's own.
  if (!order || order.paymentStatus !== 'completed' || isSubscriptionOrder(order)) return null;
  const [started, live] = await Promise.all([
    deps.subscriptions.exists({ firstOrderId: orderId }),
    deps.subscriptions.exists({ liveKey: order.userId }),
  ]);
  if (started || live) return null;

  const _id = new Types.ObjectId();
  const now = deps.now();
  const plan = {
    proteinPreference: order.proteinPreference,
    mealSize: order.mealSize,
    numberOfMeals: order.numberOfMeals,
  };
  const frequency = frequencyChosenWith(order);
  const subscription: Omit<SubscriptionDocument, 'outbox' | 'outboxPending'> = {
    _id,
    userId: order.userId,
    customerId: order.customerId,
    liveKey: order.userId,
    firstOrderId: orderId,
    firstOrderDeliveryDate: order.deliveryDate,
    plan,
    planChanges: [],
    frequency,
    frequencyChanges: [],
    extraBoxes: [],
    address: { ...order.address },
    status: 'active',
    pausedUntil: null,
    pauses: [],
    cancelledAt: null,
    cancelledFrom: null,
    overrides: [],
    dietaryRequirements: [],
    // The first order's extras were for that box; extras every week are chosen on the account.
    extras: [],
    lockedSlots: [],
    remindedSlots: [],
    confirmations: [],
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
  const today = londonDate(now);
  const first = nextComingDelivery(
    subscription,
    today > order.deliveryDate ? today : order.deliveryDate,
    now,
  );
  const firstDate = first?.date ?? order.deliveryDate;
  const weekday = weekdayOf(order.deliveryDate);
  const data = {
    subscriptionId: _id.toHexString(),
    userId: order.userId,
    customerId: order.customerId,
    firstOrderId: orderId,
    plan,
    deliveryWeekday: dayOfWeek(order.deliveryDate),
    firstOrderDeliveryDate: order.deliveryDate,
    firstDeliveryDate: firstDate,
    frequency,
    startedAt: now.toISOString(),
  };
  const { entry, eventId, at } = subscriptionEntry(
    _id.toHexString(),
    { type: 'SubscriptionStarted', data },
    { correlationId, now: deps.now },
  );
  const confirmation: StoredConfirmation = {
    eventId,
    type: 'SubscriptionStarted',
    at,
    summary:
      `Your subscription has started: ${planWords(plan)}, ` +
      (frequency === 'weekly'
        ? `delivered on ${weekday}s. `
        : `${frequencyWords(frequency)} on ${weekday}s. `) +
      `After your first box on ${formatWeekdayDate(order.deliveryDate)}, your next box arrives on ` +
      `${formatWeekdayDate(firstDate)}` +
      (hasClosed(firstDate, now)
        ? ', already past its cut-off.'
        : `; you can change or skip it until ${cutOffWords(firstDate)}.`),
    data,
  };
  try {
    await deps.subscriptions.create({
      ...subscription,
      confirmations: [confirmation],
      outbox: [
        entry,
        changeConfirmedEntry(
          _id.toHexString(),
          {
            userId: subscription.userId,
            eventId,
            type: 'SubscriptionStarted',
            summary: confirmation.summary,
            at,
          },
          { correlationId, now: deps.now },
        ),
      ],
      outboxPending: true,
    });
  } catch (error) {
    if (isDuplicateKeyError(error)) return null;
    throw error;
  }
  deps.afterChange({ model: deps.subscriptions, id: _id });
  return { ...subscription, confirmations: [confirmation], outbox: [], outboxPending: true };
}
