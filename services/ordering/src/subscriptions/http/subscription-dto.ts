import { penceToDecimal, toPriceCalculation } from '@mealbox/contracts';
import type {
  Subscription,
  SubscriptionConfirmation,
  SubscriptionConfirmationKind,
  SubscriptionDelivery,
  SubscriptionExtraDto,
  SubscriptionChangeEventType,
  SubscriptionPlanDto,
  SubscriptionSummary,
} from '@mealbox/contracts';
import type {
  EveryWeekExtra,
  StoredConfirmation,
  SubscriptionDocument,
  SubscriptionPlan,
} from '../data/subscription-model';
import { londonDate, weekdayOf } from '@mealbox/contracts/london-calendar';
import { CUT_OFF_RULE, cutOffDateOf } from '@mealbox/contracts/cut-off';
import { moveDatesOf } from '../domain/delivery-move';
import { LATEST_CONFIRMATIONS, confirmationPage } from '../domain/subscription-queries';
import type { BoxOrder, SubscriptionView } from '../domain/subscription-queries';
import { frequencyOn, nextComingDelivery, planOn } from '../domain/subscription-schedule';
import { extraBoxDatesOf } from '../domain/extra-box';
import { pendingFrequencyChange } from './pending-frequency-change';
import type { ScheduledDelivery } from '../domain/subscription-schedule';
import { pausedUntilOf, statusOf } from '../domain/subscription-status';
import { chargeWords } from '../domain/subscription-wording';
import { boxEstimate, extrasOfBox } from '../domain/box-estimate';
import { toMealDto } from '../../orders/http/order-dto';
import { toAddressSnapshotDto } from '../../shared/http/address-snapshot-dto';

const KINDS: Record<SubscriptionChangeEventType, SubscriptionConfirmationKind> = {
  SubscriptionStarted: 'started',
  SubscriptionDeliverySkipped: 'delivery_skipped',
  SubscriptionDeliveryUnskipped: 'delivery_unskipped',
  SubscriptionDeliveryMoved: 'delivery_moved',
  SubscriptionDeliveryMealsChosen: 'delivery_meals_chosen',
  SubscriptionPlanChanged: 'plan_changed',
  SubscriptionPaused: 'paused',
  SubscriptionResumed: 'resumed',
  SubscriptionCancelled: 'cancelled',
  SubscriptionDietaryRequirementsChanged: 'dietary_requirements_changed',
  SubscriptionExtrasChanged: 'extras_changed',
  SubscriptionDeliveryExtrasChosen: 'delivery_extras_chosen',
  SubscriptionFrequencyChanged: 'frequency_changed',
  SubscriptionExtraBoxAdded: 'extra_box_added',
};

export const toPlanDto = (plan: SubscriptionPlan): SubscriptionPlanDto => ({
  protein_preference: plan.proteinPreference,
  meal_size: plan.mealSize,
  number_of_meals: plan.numberOfMeals,
});

const toExtraDto = (extra: EveryWeekExtra): SubscriptionExtraDto => ({
  add_on_id: extra.addOnId,
  name: extra.name,
  quantity: extra.quantity,
});

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** An event payload as the API writes fields: snake_case keys, all the way down. */
function snakeCaseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeCaseKeys);
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, field]) => [
        snakeCase(key),
        snakeCaseKeys(field),
      ]),
    );
  }
  return value;
}

export function toConfirmationDto(confirmation: StoredConfirmation): SubscriptionConfirmation {
  return {
    id: confirmation.eventId,
    kind: KINDS[confirmation.type],
    at: new Date(confirmation.at).toISOString(),
    summary: confirmation.summary,
    data: snakeCaseKeys(confirmation.data) as Record<string, unknown>,
  };
}

function toDeliveryDto(delivery: ScheduledDelivery, view: SubscriptionView): SubscriptionDelivery {
  const extras = extrasOfBox(delivery, view.subscription.extras);
  const price = boxEstimate(view.priceOf(delivery.plan), extras, view.addOnsOnSale);
  const comes = delivery.state === 'open' || delivery.state === 'locked';
  return {
    id: delivery.scheduledDate,
    scheduled_date: delivery.scheduledDate,
    date: delivery.date,
    moved: delivery.moved,
    extra: delivery.extra,
    cut_off: delivery.cutOff.toISOString(),
    state: delivery.state,
    changeable: view.now < delivery.cutOff && view.subscription.status !== 'cancelled',
    move_dates: moveDatesOf(view.subscription, delivery.scheduledDate, view.now),
    plan: toPlanDto(delivery.plan),
    items: (delivery.items ?? []).map((item) => ({
      meal: toMealDto(item.mealId, view.meals.get(item.mealId)),
      quantity: item.quantity,
    })),
    meals_chosen: delivery.items !== null,
    // A box without its own choice comes with the every-week extras (as they stand when it is placed).
    extras: extras.map(toExtraDto),
    extras_chosen: delivery.extras !== null,
    price: price ? toPriceCalculation(price) : null,
    charge:
      comes && price ? { amount: penceToDecimal(price.totalPence), date: cutOffDateOf(delivery.date) } : null,
    summary: chargeWords(delivery, price),
    order: boxOrderDto(view.boxOrders.get(delivery.scheduledDate)),
  };
}

const boxOrderDto = (order: BoxOrder | undefined): SubscriptionDelivery['order'] =>
  order
    ? {
        id: order._id.toHexString(),
        reference: order.reference,
        order_status: order.orderStatus,
        payment_status: order.paymentStatus,
        // FerretDB may leave out a field stored as null. Only a refused charge is the box's to show here: a
        // payment that does not match its order is for staff (the order itself says so).
        payment_problem:
          order.paymentProblem && (order.paymentProblem.kind ?? 'charge_refused') === 'charge_refused'
            ? {
                reason: order.paymentProblem.reason,
                retry_at: order.paymentProblem.retryAt
                  ? new Date(order.paymentProblem.retryAt).toISOString()
                  : null,
              }
            : null,
      }
    : null;

const deliveryDay = (subscription: SubscriptionDocument) => weekdayOf(subscription.firstOrderDeliveryDate);

/** The plan the open boxes get, while it is not yet in force; and the first box that gets it. */
function pendingPlanChange(view: SubscriptionView, today: string): Subscription['pending_plan_change'] {
  const pending = view.subscription.planChanges.filter((change) => change.from > today).at(-1);
  // A cancelled subscription has no boxes left for a new plan.
  if (!pending || view.subscription.status === 'cancelled') return null;
  const first = nextComingDelivery(view.subscription, pending.from, view.now);
  return { plan: toPlanDto(pending.plan), from: pending.from, first_delivery_date: first?.date ?? null };
}

export function toSubscriptionDto(view: SubscriptionView): Subscription {
  const { subscription } = view;
  const today = londonDate(view.now);
  return {
    id: subscription._id.toHexString(),
    status: statusOf(subscription, today),
    paused_until: pausedUntilOf(subscription, today),
    cancelled_at: subscription.cancelledAt ? new Date(subscription.cancelledAt).toISOString() : null,
    plan: toPlanDto(planOn(subscription, today)),
    pending_plan_change: pendingPlanChange(view, today),
    frequency: frequencyOn(subscription, today),
    pending_frequency_change: pendingFrequencyChange(subscription, today),
    delivery_day: deliveryDay(subscription),
    dietary_requirements: subscription.dietaryRequirements ?? [],
    extras: (subscription.extras ?? []).map(toExtraDto),
    delivery_address: toAddressSnapshotDto(subscription.address),
    first_order_id: subscription.firstOrderId,
    created_at: new Date(subscription.createdAt).toISOString(),
    cut_off_rule: CUT_OFF_RULE,
    upcoming_deliveries: view.deliveries.map((delivery) => toDeliveryDto(delivery, view)),
    extra_box_dates: extraBoxDatesOf(subscription, view.now),
    confirmations: confirmationPage(subscription, 1, LATEST_CONFIRMATIONS).confirmations.map(
      toConfirmationDto,
    ),
    confirmation_count: subscription.confirmations.length,
  };
}

export function toSubscriptionSummaryDto(subscription: SubscriptionDocument, now: Date): SubscriptionSummary {
  return {
    id: subscription._id.toHexString(),
    status: statusOf(subscription, londonDate(now)),
    plan: toPlanDto(planOn(subscription, londonDate(now))),
    frequency: frequencyOn(subscription, londonDate(now)),
    delivery_day: deliveryDay(subscription),
    created_at: new Date(subscription.createdAt).toISOString(),
    cancelled_at: subscription.cancelledAt ? new Date(subscription.cancelledAt).toISOString() : null,
  };
}
