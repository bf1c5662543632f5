import { createHash } from 'node:crypto';
import type { MealSize, ProteinPreference, SubscriptionFrequency } from '@mealbox/contracts';
import { badRequest, conflict, isDuplicateKeyError, notFound } from '@mealbox/platform';
import type { AuthUser } from '@mealbox/platform';
import type { CustomerDocument } from '../../customers/data/customer-model';
import type { OrderDocument } from '../data/order-model';
import { WITHOUT_OUTBOX, objectIdOr404 } from '../../shared/data/query-helpers';
import { orderPlacedEntry } from '../events/order-events';
import { ADDRESS_NOT_FOUND } from '../../customers/domain/address-book';
import { CUSTOMER_NOT_FOUND } from '../../customers/domain/customers';
import { deliveryDateProblem } from '../../calendar/domain/delivery-window';
import { londonDate } from '@mealbox/contracts/london-calendar';
import { mealChoiceProblem, mealsById } from '../../shared/domain/meal-choice';
import { offMenuProblem } from '../../shared/domain/menu-week';
import { codeOrNull } from '../../pricing/domain/customer-discount';
import { largestMealCount } from '../../pricing/domain/meal-count-choices';
import { priceOrder } from '../../pricing/domain/price-order';
import { itemsPlanLimitProblem, planFromItems } from './plan-from-items';
import { requestedPlan } from './requested-plan';
import { countMeals, mealLimitProblem, mergeItems } from './order-rules';
import { newOrderDocument } from './new-order-document';
import { creditAvailableTo } from './order-credit';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';
import { notesOf } from '../../shared/domain/delivery-notes';

export const KEY_REUSED =
  'This Idempotency-Key was already used for a different order. Send a new key to place another order.';

/** POST /api/orders/, parsed. */
export interface NewOrderRequest {
  customer: string;
  customer_address: string;
  delivery_date: string;
  /** The plan: all three, or none (the spec's client), when the plan follows the meals added. */
  protein_preference?: ProteinPreference | undefined;
  meal_size?: MealSize | undefined;
  number_of_meals?: number | undefined;
  discount_code?: string | null | undefined;
  items?: { meal_id: string; quantity: number }[] | undefined;
  /** The frequency chosen in the plan builder, kept for the subscription the order may start. */
  subscription_frequency?: SubscriptionFrequency | undefined;
}

export interface PlaceOrderOptions {
  /** The client's Idempotency-Key header, if it sent one. */
  idempotencyKey?: string | undefined;
  correlationId: string;
}

/**
 * Places an order for the signed-in customer: their own customer record and saved address (anything else reads
 * as absent), a delivery date in the window, the plan priced by the server from its read models, and any chosen
 * meals within the plan. Without a plan (the spec's client sends none) the plan follows the meals (planFromItems),
 * priced again as each is added. The order and its OrderPlaced event are one insert.
 *
 * Idempotency: every order stores a key, unique per user (the client's Idempotency-Key, or the order's own id).
 * A retry with the same key and body answers the first order (created: false), even when retries race: only one
 * insert can win the unique index, the others read the winner. The same key with another body is a 409.
 */
export async function placeOrder(
  deps: OrderingDeps,
  user: AuthUser,
  request: NewOrderRequest,
  options: PlaceOrderOptions,
): Promise<{ order: OrderDocument; created: boolean }> {
  const discountCode = codeOrNull(request.discount_code);
  const requestHash = hashOf({ ...request, discount_code: discountCode });
  const { idempotencyKey } = options;
  if (idempotencyKey) {
    const earlier = await findByKey(deps, user.id, idempotencyKey);
    if (earlier) return replay(earlier, requestHash);
  }

  const customerId = objectIdOr404(request.customer, CUSTOMER_NOT_FOUND);
  const customer = await deps.customers
    .findOne({ _id: customerId, userId: user.id })
    .select(WITHOUT_OUTBOX)
    .lean<CustomerDocument>();
  if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
  const address = customer.addresses.find((saved) => saved._id.toHexString() === request.customer_address);
  if (!address) throw notFound(ADDRESS_NOT_FOUND);

  const requested = (request.items ?? []).map((item) => ({ mealId: item.meal_id, quantity: item.quantity }));
  const items = mergeItems([], requested);
  const problems: Record<string, string[]> = {};
  const dateProblem = deliveryDateProblem(request.delivery_date, londonDate(deps.now()));
  if (dateProblem) problems.delivery_date = [dateProblem];
  const meals = await mealsById(
    deps,
    requested.map((item) => item.mealId),
  );
  requested.forEach((item, index) => {
    const meal = meals.get(item.mealId);
    const problem =
      mealChoiceProblem(meal) ?? (meal && !dateProblem ? offMenuProblem(meal, request.delivery_date) : null);
    if (problem) problems[`items.${index}.meal_id`] = [problem];
  });
  const asked = requestedPlan(request);
  if (asked.kind === 'incomplete')
    throw badRequest('The order is not valid.', { ...problems, ...asked.problems });
  const followsItems = asked.kind === 'follows items';
  const plan = followsItems ? planFromItems(items, meals) : asked.plan;
  const limit = followsItems
    ? itemsPlanLimitProblem(await largestMealCount(deps), 0, countMeals(items))
    : mealLimitProblem(plan.numberOfMeals, 0, countMeals(items));
  if (limit) problems.items = [limit];
  const priced = await priceOrder(deps, user.id, {
    plan,
    discountCode,
    unpricedUntilAPlan: followsItems,
    creditPence: await creditAvailableTo(deps, { customerId: customer._id.toHexString(), orderId: null }),
  });
  if (priced.problems) Object.assign(problems, priced.problems);
  if (!priced.quote || Object.keys(problems).length > 0)
    throw badRequest('The order is not valid.', problems);

  const order = newOrderDocument({
    userId: user.id,
    customer: {
      id: customer._id.toHexString(),
      // The name arrives with identity's event; an order placed in the moment before it still names someone.
      name: customer.name || user.username,
      email: customer.email,
    },
    address: {
      id: address._id.toHexString(),
      address: address.address,
      city: address.city,
      county: address.county,
      postcode: address.postcode,
      ...notesOf(address),
    },
    deliveryDate: request.delivery_date,
    plan,
    planFollowsItems: followsItems,
    price: priced.quote,
    items,
    idempotencyKey: idempotencyKey ?? null,
    requestHash,
    subscriptionId: null,
    now: deps.now(),
  });
  // Only the first paid order's is read (by the subscription starter); absent, the subscription is weekly.
  const frequency = request.subscription_frequency
    ? { subscriptionFrequency: request.subscription_frequency }
    : {};
  try {
    await deps.orders.create({
      ...order,
      ...frequency,
      outbox: [orderPlacedEntry(order, priced, { correlationId: options.correlationId, now: deps.now })],
      outboxPending: true,
    });
  } catch (error) {
    if (!isDuplicateKeyError(error) || !idempotencyKey) throw error;
    // A retry of the same request won the race: answer its order.
    const earlier = await findByKey(deps, user.id, idempotencyKey);
    if (!earlier) throw error;
    return replay(earlier, requestHash);
  }
  deps.afterChange({ model: deps.orders, id: order._id });
  return { order: { ...order, ...frequency, outbox: [], outboxPending: true }, created: true };
}

function findByKey(deps: OrderingDeps, userId: string, idempotencyKey: string) {
  return deps.orders.findOne({ userId, idempotencyKey }).select(WITHOUT_OUTBOX).lean<OrderDocument>();
}

function replay(earlier: OrderDocument, requestHash: string): { order: OrderDocument; created: boolean } {
  if (earlier.requestHash !== requestHash) throw conflict(KEY_REUSED);
  return { order: earlier, created: false };
}

/** The same request, however its JSON was written (key order, code case), hashes the same. */
function hashOf(request: NewOrderRequest & { discount_code: string | null }): string {
  return createHash('sha256').update(canonicalJson(request)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
