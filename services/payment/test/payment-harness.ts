import { randomUUID } from 'node:crypto';
import mongoose, { Types } from 'mongoose';
import request from 'supertest';
import { TOPICS } from '@mealbox/contracts';
import type { OrderPlacedData } from '@mealbox/contracts';
import { createEvent, createKafkaEventBus, createLogger } from '@mealbox/platform';
import type { EventBus, Logger } from '@mealbox/platform';
import {
  KAFKA_BROKERS,
  TEST_KAFKA,
  TOPIC_PREFIX,
  databaseUrl,
  jwt,
  startTestIdentity,
  uniqueName,
} from '@mealbox/test-support';
import type { TestIdentity } from '@mealbox/test-support';
import { loadPaymentConfig } from '../src/config';
import { WEBHOOK_PATH } from '../src/http/webhook-routes';
import { stripeSignatureHeader } from '../src/provider/webhook-signature';
import type { BoxChargerOptions } from '../src/domain/box-charger';
import { startPayment } from '../src/start-payment';
import type { StartedPayment } from '../src/start-payment';

export const logger: Logger = createLogger('payment-test', 'silent');
export const SITE_URL = 'http://localhost:8080';
export const STRIPE_MOCK_URL = process.env.STRIPE_MOCK_URL ?? 'http://127.0.0.1:12111';

export interface TestPaymentOptions {
  /** Share another harness's stand-in identity (and so its users' tokens). */
  identity?: TestIdentity;
  /** Environment on top of the defaults (e.g. STRIPE_SECRET_KEY for the Stripe provider). */
  env?: Record<string, string>;
  /** The box charger's rhythm (tests of refused charges shorten the wait between attempts). */
  boxCharger?: BoxChargerOptions;
}

export interface TestPayment {
  /** The running instance (a new one after `restart`). */
  readonly payment: StartedPayment;
  readonly api: ReturnType<typeof request>;
  identity: TestIdentity;
  /** The test's own connection to Kafka, in this file's topic namespace. */
  bus: EventBus;
  secret: string;
  restart(whileDown?: () => Promise<void>): Promise<void>;
  /** A customer's access token (a new user unless `userId` is given). */
  customer(userId?: string): { userId: string; auth: Record<string, string> };
  /** Publishes OrderPlaced as ordering would, and answers the order. */
  placeOrder(overrides?: Partial<OrderPlacedData>): Promise<OrderPlacedData>;
  /** Publishes any ordering event on ordering's topic. */
  publishOrderEvent(type: string, data: { orderId: string }): Promise<void>;
  /** Publishes OrderRepriced (a discount code applied) as ordering would. */
  repriceOrder(order: { orderId: string; userId: string }, from: number, to: number): Promise<void>;
  /** POST /api/create-checkout-session/ for the order, as the cart page asks. */
  checkout(auth: Record<string, string>, orderId: string, amount?: number): request.Test;
  /** POSTs a body to the webhook with a Stripe-Signature made from `secret` and `timestamp` (defaults: now, ours). */
  postWebhook(body: string, signing?: { secret?: string; timestamp?: number } | 'unsigned'): request.Test;
  /** Starts another instance beside this one (same database, topics, consumer group and secret). */
  startAnotherInstance(): Promise<{ postWebhook(body: string): request.Test; close(): Promise<void> }>;
  stop(): Promise<void>;
}

export const newObjectId = (): string => new Types.ObjectId().toHexString();

async function dropDatabase(name: string): Promise<void> {
  const connection = await mongoose.createConnection(databaseUrl(name)).asPromise();
  await connection.dropDatabase();
  await connection.close();
}

/**
 * Payment on port 0 against the real local infrastructure: its own database, a unique consumer group, this test
 * file's Kafka namespace (ordering's events are published by the test or by a real in-process ordering), a known
 * webhook secret, and access tokens from a stand-in identity whose JWKS it fetches over HTTP.
 */
export async function startTestPayment(options: TestPaymentOptions = {}): Promise<TestPayment> {
  const databaseName = uniqueName('payment_test');
  const bus = await createKafkaEventBus({ ...TEST_KAFKA, clientId: 'payment-test', logger });
  await bus.ensureTopics([TOPICS.orderingOrders, TOPICS.paymentPayments]);
  const identity = options.identity ?? (await startTestIdentity());
  const secret = `whsec_test_${randomUUID().replace(/-/g, '')}`;
  const config = loadPaymentConfig({
    PORT: '0',
    MONGO_URL: databaseUrl(databaseName),
    KAFKA_BROKERS: KAFKA_BROKERS.join(','),
    KAFKA_TOPIC_PREFIX: TOPIC_PREFIX,
    JWKS_URL: identity.jwksUrl,
    SITE_URL,
    STRIPE_WEBHOOK_SECRET: secret,
    ...options.env,
  });
  const consumerGroup = uniqueName('payment-test');
  const start = () =>
    startPayment(config, logger, {
      consumerGroup,
      ...(options.boxCharger ? { boxCharger: options.boxCharger } : {}),
    });
  let payment = await start();
  let api = request(`http://127.0.0.1:${payment.port}`);
  const publishOrderEvent = (type: string, data: { orderId: string }) =>
    bus.publish([
      {
        topic: TOPICS.orderingOrders,
        key: data.orderId,
        value: JSON.stringify(createEvent(type, data, { producer: 'ordering', correlationId: randomUUID() })),
      },
    ]);
  /** The provider's delivery of `body` to an instance, signed with the webhook secret unless told otherwise. */
  const postWebhookTo = (
    to: ReturnType<typeof request>,
    body: string,
    signing: { secret?: string; timestamp?: number } | 'unsigned',
  ) => {
    const post = to.post(`${WEBHOOK_PATH}/`).set('Content-Type', 'application/json; charset=utf-8');
    if (signing !== 'unsigned') {
      const timestamp = signing.timestamp ?? Math.floor(Date.now() / 1000);
      post.set('Stripe-Signature', stripeSignatureHeader(body, signing.secret ?? secret, timestamp));
    }
    return post.send(body);
  };
  return {
    get payment() {
      return payment;
    },
    get api() {
      return api;
    },
    identity,
    bus,
    secret,
    async restart(whileDown) {
      await payment.close();
      await whileDown?.();
      payment = await start();
      api = request(`http://127.0.0.1:${payment.port}`);
    },
    customer(userId = newObjectId()) {
      return { userId, auth: jwt(identity.token('customer', { sub: userId })) };
    },
    async placeOrder(overrides = {}) {
      const data: OrderPlacedData = {
        orderId: newObjectId(),
        userId: newObjectId(),
        customerId: newObjectId(),
        totalPence: 5999,
        deliveryDate: '2026-12-01',
        placedAt: new Date().toISOString(),
        orderStatus: 'processing',
        paymentStatus: 'pending',
        ...overrides,
      };
      await publishOrderEvent('OrderPlaced', data);
      return data;
    },
    publishOrderEvent,
    repriceOrder: ({ orderId, userId }, from, to) =>
      publishOrderEvent('OrderRepriced', {
        orderId,
        userId,
        previousTotalPence: from,
        totalPence: to,
        discountCode: 'CHEF24',
        repricedAt: new Date().toISOString(),
      } as { orderId: string }),
    checkout: (auth, orderId, amount = 5999) =>
      api
        .post('/api/create-checkout-session/')
        .set(auth)
        .send({ amount, product_name: 'Meal Plan', order_id: orderId }),
    postWebhook: (body, signing = {}) => postWebhookTo(api, body, signing),
    async startAnotherInstance() {
      const another = await start();
      const anotherApi = request(`http://127.0.0.1:${another.port}`);
      return { postWebhook: (body) => postWebhookTo(anotherApi, body, {}), close: () => another.close() };
    },
    async stop() {
      await payment.close();
      await bus.close();
      if (!options.identity) await identity.stop();
      await dropDatabase(databaseName);
    },
  };
}

/** The session id at the end of a local provider's checkout URL. */
export const sessionIdOf = (checkoutUrl: string): string => checkoutUrl.split('/').pop() as string;
