import {
  TOPICS,
  mealRatedSchema,
  orderPaymentStatusChangedSchema,
  orderPlacedSchema,
} from '@mealbox/contracts';
import { on, startEventConsumer, subscriberPlanHandlers } from '@mealbox/platform';
import type { EventBus, EventConsumer, Logger, SubscriberPlanDeps } from '@mealbox/platform';
import { recordPaymentStatus } from '../domain/paid-customers';
import type { PaidCustomerDeps } from '../domain/paid-customers';
import type { MealRatingDeps } from '../domain/meal-rating-deps';
import { recordMealRating } from '../domain/record-meal-rating';

export const CATALOGUE_CONSUMER_GROUP = 'catalogue';

/**
 * Keeps the catalogue's read models fed by ordering's order and subscription events:
 * - who has paid for a box, so the price quote answers a first-box code as the order would. OrderPlaced and
 *   OrderPaymentStatusChanged carry the user and a payment status (an order is normally placed unpaid and paid
 *   later; either way the first paid status counts);
 * - customers' ratings of meals (MealRated), counted into each meal's average; `ratingsChanged` lets the menu's
 *   response cache drop what it holds;
 * - each customer's subscription plan as paid for (started, each box paid, cancelled), which decides whether they
 *   read the recipes (the Large plan's perk). Plan changes, pauses and deliveries change no perk, so they are
 *   skipped: a change counts from its first box paid.
 */
export function startOrderingConsumer(
  deps: PaidCustomerDeps &
    MealRatingDeps &
    SubscriberPlanDeps & {
      bus: EventBus;
      logger: Logger;
      consumerGroup?: string;
      ratingsChanged: () => void | Promise<void>;
    },
): Promise<EventConsumer> {
  return startEventConsumer({
    bus: deps.bus,
    logger: deps.logger,
    consumer: deps.consumerGroup ?? CATALOGUE_CONSUMER_GROUP,
    topics: [TOPICS.orderingOrders, TOPICS.orderingSubscriptions],
    handlers: {
      OrderPlaced: on(orderPlacedSchema, ({ data }) =>
        recordPaymentStatus(deps, {
          userId: data.userId,
          orderId: data.orderId,
          status: data.paymentStatus,
          at: new Date(data.placedAt),
        }),
      ),
      OrderPaymentStatusChanged: on(orderPaymentStatusChangedSchema, ({ data }) =>
        recordPaymentStatus(deps, {
          userId: data.userId,
          orderId: data.orderId,
          status: data.to,
          at: new Date(data.changedAt),
        }),
      ),
      MealRated: on(mealRatedSchema, async ({ data }) => {
        if (await recordMealRating(deps, data)) await deps.ratingsChanged();
      }),
      ...subscriberPlanHandlers(deps),
    },
  });
}
