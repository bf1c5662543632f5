import type {
  DeliveryExtras,
  DeliveryMeals,
  DietaryRequirement,
  Subscription,
  SubscriptionChangeResult,
  SubscriptionConfirmationList,
  SubscriptionFrequency,
  SubscriptionPlanChange,
} from '@mealbox/contracts';
import { api, unexpectedAnswer } from '@mealbox/web-kit';
import { isChangeResult, isConfirmationList, isSubscription } from './subscription-answers';

/**
 * The customer's subscription API (docs/subscriptions.md; packages/contracts/src/http/subscriptions.ts), through
 * the gateway with the page's one session. Every change answers the subscription as it now is and the change's
 * confirmation (null when nothing changed).
 */

const CURRENT = '/api/subscriptions/current/';
const subscriptionPath = (id: string) => `/api/subscriptions/${encodeURIComponent(id)}`;
const deliveryPath = (id: string, deliveryId: string) =>
  `${subscriptionPath(id)}/deliveries/${encodeURIComponent(deliveryId)}`;

function checked<T>(path: string, guard: (value: unknown) => value is T) {
  return (data: unknown): T => {
    if (!guard(data)) throw unexpectedAnswer(path);
    return data;
  };
}

/** The live subscription, else the latest (cancelled) one; null when the customer has none (ordering answers null). */
export async function fetchCurrentSubscription(signal: AbortSignal): Promise<Subscription | null> {
  const answer = await api.get<unknown>(CURRENT, { signal });
  if (answer === undefined || answer === null || answer === '') return null;
  return checked(CURRENT, isSubscription)(answer);
}

/** One page of every confirmation, newest first. */
export function fetchConfirmations(
  id: string,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<SubscriptionConfirmationList> {
  const path = `${subscriptionPath(id)}/confirmations/`;
  return api.get(path, {
    query: { page, page_size: pageSize },
    signal,
    parse: checked(path, isConfirmationList),
  });
}

function change(path: string, body?: unknown): Promise<SubscriptionChangeResult> {
  return api.post(path, body, { parse: checked(path, isChangeResult) });
}

export const skipDelivery = (id: string, deliveryId: string) =>
  change(`${deliveryPath(id, deliveryId)}/skip/`);

export const restoreDelivery = (id: string, deliveryId: string) =>
  change(`${deliveryPath(id, deliveryId)}/unskip/`);

export const moveDelivery = (id: string, deliveryId: string, date: string) =>
  change(`${deliveryPath(id, deliveryId)}/move/`, { date });

/** Exactly the plan's number of meals, or [] to leave the choice to us. */
export const chooseDeliveryMeals = (id: string, deliveryId: string, items: DeliveryMeals['items']) =>
  change(`${deliveryPath(id, deliveryId)}/meals/`, { items });

/**
 * PUT .../deliveries/{id}/extras/: exactly these extras in this box alone ([] for none), or null to put it back on
 * the every-week extras.
 */
export const chooseBoxExtras = (id: string, deliveryId: string, extras: DeliveryExtras['extras']) => {
  const path = `${deliveryPath(id, deliveryId)}/extras/`;
  return api.put(path, { extras }, { parse: checked(path, isChangeResult) });
};

export const changePlan = (id: string, plan: SubscriptionPlanChange) =>
  change(`${subscriptionPath(id)}/plan/`, plan);

/** How often boxes come, from the next open box. */
export const changeFrequency = (id: string, frequency: SubscriptionFrequency) =>
  change(`${subscriptionPath(id)}/frequency/`, { frequency });

/** One box more, on one of the days the subscription lists (`extra_box_dates`). */
export const addExtraBox = (id: string, date: string) =>
  change(`${subscriptionPath(id)}/extra-box/`, { date });

export const pauseDeliveries = (id: string, until: string) =>
  change(`${subscriptionPath(id)}/pause/`, { until });

export const resumeDeliveries = (id: string) => change(`${subscriptionPath(id)}/resume/`);

export const cancelSubscription = (id: string) => change(`${subscriptionPath(id)}/cancel/`);

/** The requirements the meals we choose must meet, from the next open box ([] for none). */
export const changeDietaryRequirements = (id: string, dietaryRequirements: DietaryRequirement[]) =>
  change(`${subscriptionPath(id)}/dietary/`, { dietary_requirements: dietaryRequirements });

/** POST /api/subscriptions/{id}/extras/: how many of an extra come in every box (0 stops it). */
export const changeEveryWeekExtra = (id: string, addOnId: string, quantity: number) =>
  change(`${subscriptionPath(id)}/extras/`, { add_on_id: addOnId, quantity });
