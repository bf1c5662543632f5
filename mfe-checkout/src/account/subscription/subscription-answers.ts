import type {
  Subscription,
  SubscriptionChangeResult,
  SubscriptionConfirmation,
  SubscriptionConfirmationList,
  SubscriptionDelivery,
  SubscriptionPlanDto,
} from '@mealbox/contracts';
import { isDecimalPrice, isPriceCalculation } from '@mealbox/web-kit';
import { isDietaryRequirement } from './dietary-choices';
import { isFrequency } from './frequency-words';

/**
 * Checks by hand that an answer of the subscription API has the fields the account page relies on (zod would
 * ship to the browser for a few fields): an answer of another shape is an error, never a page built on guesses.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown): value is string | null => value === null || isText(value);
const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    values.some((each) => each === value);

const isStatus = oneOf(['active', 'paused', 'cancelled'] as const);
const isDeliveryState = oneOf(['open', 'locked', 'skipped', 'paused'] as const);
const isProtein = oneOf(['MV', 'MO', 'VO'] as const);
const isSize = oneOf(['S', 'L', 'LEAN'] as const);

export function isSubscriptionPlan(value: unknown): value is SubscriptionPlanDto {
  return (
    isRecord(value) &&
    isProtein(value.protein_preference) &&
    isSize(value.meal_size) &&
    Number.isInteger(value.number_of_meals)
  );
}

function isCharge(value: unknown): boolean {
  return value === null || (isRecord(value) && isDecimalPrice(value.amount) && isText(value.date));
}

/** The box's order, once placed; absent from servers that do not place box orders yet. */
function isBoxOrder(value: unknown): boolean {
  return (
    value === undefined || value === null || (isRecord(value) && isText(value.id) && isText(value.reference))
  );
}

/** An extra in a box or in every box: which, named, and how many. */
function isExtra(value: unknown): boolean {
  return isRecord(value) && isText(value.add_on_id) && isText(value.name) && Number.isInteger(value.quantity);
}

function isDeliveryItem(value: unknown): boolean {
  return (
    isRecord(value) &&
    Number.isInteger(value.quantity) &&
    isRecord(value.meal) &&
    isText(value.meal.id) &&
    isText(value.meal.name)
  );
}

export function isDelivery(value: unknown): value is SubscriptionDelivery {
  return (
    isRecord(value) &&
    ['id', 'scheduled_date', 'date', 'cut_off', 'summary'].every((field) => isText(value[field])) &&
    isDeliveryState(value.state) &&
    typeof value.changeable === 'boolean' &&
    typeof value.moved === 'boolean' &&
    typeof value.meals_chosen === 'boolean' &&
    isSubscriptionPlan(value.plan) &&
    Array.isArray(value.items) &&
    value.items.every(isDeliveryItem) &&
    Array.isArray(value.extras) &&
    value.extras.every(isExtra) &&
    typeof value.extras_chosen === 'boolean' &&
    (value.price === null || isPriceCalculation(value.price)) &&
    isCharge(value.charge) &&
    isBoxOrder(value.order)
  );
}

export function isConfirmation(value: unknown): value is SubscriptionConfirmation {
  return (
    isRecord(value) && isText(value.id) && isText(value.kind) && isText(value.at) && isText(value.summary)
  );
}

function isPendingFrequencyChange(value: unknown): boolean {
  return value === null || (isRecord(value) && isFrequency(value.frequency) && isText(value.from));
}

function isPendingPlanChange(value: unknown): boolean {
  return (
    value === null ||
    (isRecord(value) &&
      isSubscriptionPlan(value.plan) &&
      isText(value.from) &&
      isTextOrNull(value.first_delivery_date))
  );
}

export function isSubscription(value: unknown): value is Subscription {
  return (
    isRecord(value) &&
    isText(value.id) &&
    isStatus(value.status) &&
    isTextOrNull(value.paused_until) &&
    isTextOrNull(value.cancelled_at) &&
    isSubscriptionPlan(value.plan) &&
    isPendingPlanChange(value.pending_plan_change) &&
    isFrequency(value.frequency) &&
    isPendingFrequencyChange(value.pending_frequency_change) &&
    Array.isArray(value.extra_box_dates) &&
    value.extra_box_dates.every(isText) &&
    isText(value.delivery_day) &&
    Array.isArray(value.dietary_requirements) &&
    value.dietary_requirements.every(isDietaryRequirement) &&
    Array.isArray(value.extras) &&
    value.extras.every(isExtra) &&
    Array.isArray(value.upcoming_deliveries) &&
    value.upcoming_deliveries.every(isDelivery) &&
    Array.isArray(value.confirmations) &&
    value.confirmations.every(isConfirmation) &&
    Number.isInteger(value.confirmation_count)
  );
}

export function isChangeResult(value: unknown): value is SubscriptionChangeResult {
  return (
    isRecord(value) &&
    isSubscription(value.subscription) &&
    (value.confirmation === null || isConfirmation(value.confirmation))
  );
}

export function isConfirmationList(value: unknown): value is SubscriptionConfirmationList {
  return (
    isRecord(value) &&
    Array.isArray(value.confirmations) &&
    value.confirmations.every(isConfirmation) &&
    isRecord(value.pagination) &&
    Number.isInteger(value.pagination.page) &&
    Number.isInteger(value.pagination.total_pages)
  );
}
