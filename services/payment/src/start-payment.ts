import { randomBytes } from 'node:crypto';
import { TOPICS } from '@mealbox/contracts';
import {
  createServiceMetrics,
  watchOutbox,
  connectMongo,
  startTokenChecks,
  createKafkaEventBus,
  createKeyedLock,
  createJobLeases,
  createOutboxRelay,
  jobLeaseModel,
  isMongoReady,
  listen,
  consumersReadiness,
  mongoRateLimiters,
} from '@mealbox/platform';
import type { Logger, OutboxRelay, RunningService } from '@mealbox/platform';
import { createApp } from './app';
import type { PaymentConfig } from './config';
import { localEventModel } from './local/data/local-event-model';
import { localSessionModel } from './local/data/local-session-model';
import { orderViewModel } from './data/order-view-model';
import { paymentModel } from './data/payment-model';
import { savedCardModel } from './data/saved-card-model';
import { webhookEventModel } from './data/webhook-event-model';
import type { PaymentDeps } from './domain/payment-deps';
import { createBoxCharger } from './domain/box-charger';
import type { BoxChargerOptions } from './domain/box-charger';
import { createRefundWorker } from './domain/refund-worker';
import { startOrderingConsumer } from './consumers/ordering-consumer';
import { WEBHOOK_PATH } from './http/webhook-routes';
import { createOrderingTermsClient } from './ordering-link/ordering-terms-client';
import { createLocalCheckout } from './local/local-provider';
import type { LocalCheckout } from './local/local-provider';
import { createLocalWebhookSender } from './local/local-webhook-sender';
import type { LocalWebhookSender } from './local/local-webhook-sender';
import type { PaymentProvider } from './provider/payment-provider';
import { createStripeProvider } from './provider/stripe-provider';
import { createPaymentMetrics } from './metrics/payment-metrics';

/** Knobs tests turn; production uses the defaults. */
export interface PaymentStartOptions {
  /** A unique consumer group per test run, so tests never steal each other's (or a running stack's) events. */
  consumerGroup?: string;
  now?: () => Date;
  /** The box charger's rhythm and its wait after a refused attempt (tests shorten them). */
  boxCharger?: BoxChargerOptions;
}

export interface StartedPayment extends RunningService {
  port: number;
  relay: OutboxRelay;
  deps: PaymentDeps;
  /** The webhook's signing secret (made up at start when the local provider runs without one). */
  webhookSecret: string;
}

/**
 * Wires payment from its configuration: database, bus, outbox relay, the provider (Stripe when a key is set,
 * otherwise the local one with its hosted page), the refund worker, the box charger (subscription boxes, charged
 * to saved cards), the consumer of ordering's events, HTTP.
 */
export async function startPayment(
  config: PaymentConfig,
  logger: Logger,
  options: PaymentStartOptions = {},
): Promise<StartedPayment> {
  const now = options.now ?? (() => new Date());
  const metrics = createServiceMetrics('payment');
  const connection = await connectMongo(config.MONGO_URL, { logger });
  const bus = await createKafkaEventBus({
    brokers: config.KAFKA_BROKERS,
    topicPrefix: config.KAFKA_TOPIC_PREFIX,
    clientId: 'payment',
    logger,
    metrics,
  });
  await bus.ensureTopics([TOPICS.paymentPayments]);

  const orders = orderViewModel(connection);
  const payments = paymentModel(connection);
  const savedCards = savedCardModel(connection);
  const webhookEvents = webhookEventModel(connection);
  const localSessions = localSessionModel(connection);
  const localEvents = localEventModel(connection);
  // Creates the collections and indexes (the unique ones carry the concurrency rules) before any request.
  for (const model of [orders, payments, savedCards, webhookEvents, localSessions, localEvents])
    await model.init();
  const rateLimits = mongoRateLimiters(connection);
  await rateLimits.init();
  // Ended windows are swept hourly (FerretDB v1 has no TTL index); a failure is retried at the next sweep.
  const sweeper = setInterval(
    () =>
      void rateLimits
        .sweep()
        .catch((error: unknown) => logger.warn({ err: error }, 'sweeping rate limits failed; will retry')),
    60 * 60 * 1000,
  );
  sweeper.unref();

  // Every write of a payment document (requests, webhooks, consumers, the refund worker, the relay's clean-up)
  // goes through this one lock, so writers here queue rather than race; version guards keep other instances right.
  const lock = createKeyedLock();
  // Which instance runs each timed job (the outbox sweep, the refund and box-charge passes): once, not once each.
  const jobLeases = jobLeaseModel(connection);
  await jobLeases.init();
  const leases = createJobLeases(jobLeases, now);
  const relay = createOutboxRelay({
    models: [payments],
    bus,
    logger,
    documentLock: lock,
    sweepLeases: leases,
  });
  await relay.start();
  watchOutbox(metrics, relay);

  // Known once the server listens (port 0 in tests): where the local provider delivers its events.
  let webhookUrl = config.LOCAL_WEBHOOK_URL ?? '';
  const webhookSecret =
    config.STRIPE_WEBHOOK_SECRET ?? `whsec_local_${randomBytes(24).toString('base64url')}`;
  let provider: PaymentProvider;
  let localCheckout: LocalCheckout | undefined;
  let sender: LocalWebhookSender | undefined;
  if (config.PAYMENT_PROVIDER === 'stripe' && config.STRIPE_SECRET_KEY) {
    provider = createStripeProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      ...(config.STRIPE_API_BASE ? { apiBase: new URL(config.STRIPE_API_BASE) } : {}),
    });
  } else {
    sender = createLocalWebhookSender({
      events: localEvents,
      webhookUrl: () => webhookUrl,
      secret: webhookSecret,
      logger,
      now,
    });
    localCheckout = createLocalCheckout({
      sessions: localSessions,
      sender,
      siteUrl: config.SITE_URL,
      lock,
      now,
    });
    provider = localCheckout.provider;
  }

  let refundWorker: { kick(): void } = { kick: () => undefined };
  let boxCharger: { kick(): void } = { kick: () => undefined };
  const deps: PaymentDeps = {
    orders,
    payments,
    savedCards,
    webhookEvents,
    provider,
    fetchOrderTerms: createOrderingTermsClient(config.ORDERING_URL, logger),
    siteUrl: config.SITE_URL,
    lock,
    leases,
    afterChange: (written) => relay.kick(written),
    refundRequested: () => refundWorker.kick(),
    boxChargeDue: () => boxCharger.kick(),
    metrics: createPaymentMetrics(metrics),
    now,
  };
  const worker = createRefundWorker(deps, logger);
  refundWorker = worker;
  const charger = createBoxCharger(deps, logger, options.boxCharger);
  boxCharger = charger;

  const consumer = await startOrderingConsumer({
    ...deps,
    bus,
    logger,
    ...(options.consumerGroup ? { consumerGroup: options.consumerGroup } : {}),
  });

  const tokenChecks = await startTokenChecks({
    bus,
    logger,
    service: 'payment',
    verifier: { jwksUrl: config.JWKS_URL },
  });
  const app = createApp({
    logger,
    metrics,
    trustProxy: config.TRUST_PROXY,
    checkoutSessions: rateLimits.limiter('checkout-sessions', config.CHECKOUT_SESSION_LIMIT),
    deps,
    verifier: tokenChecks.verifier,
    webhookSecret,
    ...(localCheckout ? { localCheckout } : {}),
    readiness: [
      { name: 'mongo', isReady: () => isMongoReady(connection) },
      { name: 'kafka', isReady: () => bus.isReady(), details: () => ({ outbox: relay.backlog() }) },
      consumersReadiness([consumer]),
    ],
  });
  const server = await listen(app, config.PORT, config.HOST);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  if (!webhookUrl) {
    const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST;
    webhookUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}${WEBHOOK_PATH}/`;
  }
  // Started once the webhook answers: refunds and retried deliveries may need it.
  sender?.start();
  worker.start();
  charger.start();
  logger.info({ port, provider: provider.name }, 'payment listening');

  return {
    server,
    port,
    relay,
    deps,
    webhookSecret,
    async close() {
      clearInterval(sweeper);
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await worker.stop();
      await charger.stop();
      await sender?.stop();
      // Each consumer waits out its fetch in flight (up to a second) before it leaves its group: stopped together,
      // shutting down takes one such wait instead of one per consumer.
      await Promise.all([consumer.stop(), tokenChecks.stop()]);
      await relay.stop();
      await bus.close();
      await connection.close();
    },
  };
}
