import { randomUUID } from 'node:crypto';
import { TOPICS } from '@mealbox/contracts';
import type { PaymentSucceededData, Subscription, SubscriptionFrequency } from '@mealbox/contracts';
import { createEvent } from '@mealbox/platform';
import { eventually } from '@mealbox/test-support';
import { ADDRESS } from './ordering-harness';
import type { TestOrdering } from './ordering-harness';

export type Auth = Record<string, string>;

export interface TestBuyer {
  userId: string;
  auth: Auth;
  customerId: string;
  addressId: string;
}

/** A signed-in customer with a saved address (named `username` when given, so their email is theirs alone). */
export async function newBuyer(t: TestOrdering, username?: string): Promise<TestBuyer> {
  const { userId, auth } = t.customerToken(undefined, username);
  const address = await t.api.post('/api/customers/add_address/').set(auth).send(ADDRESS);
  if (address.status !== 201) throw new Error(`address refused: ${JSON.stringify(address.body)}`);
  const customer = await t.api.get('/api/customers/me').set(auth);
  return { userId, auth, customerId: customer.body.id as string, addressId: address.body.id as string };
}

/** The plan's protein preference, when not Meat & Vegan. */
export interface TestPlanChoice {
  protein_preference?: 'MV' | 'MO' | 'VO';
  /** As the plan builder sends it; absent, the subscription is weekly. */
  subscription_frequency?: SubscriptionFrequency;
}

/** Six Standard meals (Meat & Vegan unless chosen) for delivery on `deliveryDate`; answers the order id. */
export async function placeOrder(
  t: TestOrdering,
  buyer: TestBuyer,
  deliveryDate: string,
  plan: TestPlanChoice = {},
): Promise<string> {
  const order = await t.api
    .post('/api/orders/')
    .set(buyer.auth)
    .send({
      customer: buyer.customerId,
      customer_address: buyer.addressId,
      delivery_date: deliveryDate,
      protein_preference: plan.protein_preference ?? 'MV',
      meal_size: 'S',
      number_of_meals: 6,
      ...(plan.subscription_frequency ? { subscription_frequency: plan.subscription_frequency } : {}),
    });
  if (order.status !== 201) throw new Error(`order refused: ${JSON.stringify(order.body)}`);
  return order.body.id as string;
}

/** The payment service's PaymentSucceeded for the order, as it publishes it. */
export async function payFor(t: TestOrdering, orderId: string, userId: string): Promise<void> {
  const data: PaymentSucceededData = {
    orderId,
    userId,
    amountPence: 5999,
    currency: 'gbp',
    provider: 'local',
    sessionId: 'cs_test_session',
    succeededAt: new Date().toISOString(),
  };
  const event = createEvent('PaymentSucceeded', data, { producer: 'payment', correlationId: randomUUID() });
  await t.bus.publish([{ topic: TOPICS.paymentPayments, key: orderId, value: JSON.stringify(event) }]);
}

/** GET /api/subscriptions/current/: the subscription (null when the customer has none), or a problem (`detail`). */
export async function currentOf(
  t: TestOrdering,
  auth: Auth,
): Promise<{ status: number; body: (Subscription & { detail?: string }) | null }> {
  const response = await t.api.get('/api/subscriptions/current/').set(auth);
  return { status: response.status, body: response.body as (Subscription & { detail?: string }) | null };
}

/**
 * A customer whose first order (delivered on `deliveryDate`) is paid, once their subscription has started.
 * The clock must allow an order for that date.
 */
export async function subscribedCustomer(
  t: TestOrdering,
  deliveryDate: string,
  plan: TestPlanChoice = {},
): Promise<TestBuyer & { orderId: string; subscription: Subscription }> {
  const buyer = await newBuyer(t);
  const orderId = await placeOrder(t, buyer, deliveryDate, plan);
  await payFor(t, orderId, buyer.userId);
  const subscription = await eventually('the subscription', async () => {
    const current = await currentOf(t, buyer.auth);
    return current.status === 200 && current.body !== null ? (current.body as Subscription) : undefined;
  });
  return { ...buyer, orderId, subscription };
}
