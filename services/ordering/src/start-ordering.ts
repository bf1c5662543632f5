import { TOPICS } from '@mealbox/contracts';
import {
  createServiceMetrics,
  watchOutbox,
  connectMongo,
  startTokenChecks,
  createKafkaEventBus,
  createKeyedLock,
  createOutboxRelay,
  isMongoReady,
  listen,
  consumersReadiness,
  createJobLeases,
  jobLeaseModel,
} from '@mealbox/platform';
import type { Logger, OutboxRelay, RunningService } from '@mealbox/platform';
import { createApp } from './app';
import type { OrderingConfig } from './config';
import { backfillMarkerModel } from './shared/data/backfill-marker-model';
import { creditEntryModel } from './credit/data/credit-entry-model';
import { customerModel } from './customers/data/customer-model';
import { dashboardDayModel } from './reporting/data/dashboard-day-model';
import { dashboardOrderModel } from './reporting/data/dashboard-order-model';
import { mealReadModel } from './shared/data/meal-read-model';
import { addOnReadModel } from './shared/data/add-on-read-model';
import { orderModel } from './orders/data/order-model';
import { readModelFeedModel } from './reporting/data/read-model-feed-model';
import { readModelSnapshotModel } from './reporting/data/read-model-snapshot-model';
import { reportListModel } from './reporting/data/report-list-model';
import { reportRowsModel } from './reporting/data/report-row-model';
import { searchContactModel } from './reporting/data/search-contact-model';
import { searchListModel } from './reporting/data/search-list-model';
import { deliveryPriceModel, discountCodeReadModel, planPriceModel } from './shared/data/pricing-read-models';
import { subscriptionModel } from './subscriptions/data/subscription-model';
import { backfillOrderReferences } from './orders/domain/backfill-order-references';
import { addOnStockModel } from './orders/data/add-on-stock-model';
import { backfillPriceLines } from './orders/domain/backfill-price-lines';
import { rereadOrderContacts } from './reporting/domain/dashboard-projection';
import type { DashboardDeps } from './reporting/domain/dashboard-projection';
import type { OrderingDeps } from './shared/domain/ordering-deps';
import { ReadModelFollower } from './reporting/domain/read-model-follower';
import { StaffReadModel } from './reporting/domain/staff-read-model';
import { startBoxClock } from './subscriptions/jobs/box-clock';
import { startReminderClock } from './subscriptions/jobs/reminder-clock';
import type { ReminderClock } from './subscriptions/jobs/reminder-clock';
import type { BoxClock } from './subscriptions/jobs/box-clock';
import { startBoxOrdersConsumer } from './subscriptions/consumers/box-orders-consumer';
import { startDashboardConsumer } from './reporting/consumers/dashboard-consumer';
import { startPaymentConsumer } from './orders/consumers/payment-consumer';
import { startRefundCreditConsumer } from './credit/consumers/refund-credit-consumer';
import { startSubscriptionStarter } from './subscriptions/consumers/subscription-starter';
import { UPSTREAM_TOPICS, startUpstreamConsumer } from './shared/consumers/upstream-consumer';
import type { UpstreamTopics } from './shared/consumers/upstream-consumer';

/** Knobs tests turn; production uses the defaults. */
export interface OrderingStartOptions {
  /** A unique consumer group per test run, so tests never steal each other's (or a running stack's) events. */
  consumerGroup?: string;
  /**
   * Where identity's and catalogue's events are read from. Tests give private topics, so the pricing rows and
   * codes of other catalogues (the running stack's, other test runs') never mix into their read models.
   */
  topics?: Partial<UpstreamTopics>;
  now?: () => Date;
  /** How often the weekly job looks for boxes past their cut-off (a minute). */
  boxClockIntervalMs?: number;
  /** How often the cut-off reminders run (one instance per run, by lease); tests tick it themselves. */
  reminderClockIntervalMs?: number;
  /** How often the staff read model looks at the projection's feed (100 ms). */
  readModelIntervalMs?: number;
}

export interface StartedOrdering extends RunningService {
  port: number;
  relay: OutboxRelay;
  deps: OrderingDeps;
  dashboard: DashboardDeps;
  readModel: StaffReadModel;
  boxClock: BoxClock;
  reminderClock: ReminderClock;
}

/** Wires ordering from its configuration: database, bus, outbox relay, consumer of upstream events, HTTP. */
export async function startOrdering(
  config: OrderingConfig,
  logger: Logger,
  options: OrderingStartOptions = {},
): Promise<StartedOrdering> {
  const metrics = createServiceMetrics('ordering');
  const connection = await connectMongo(config.MONGO_URL, { logger });
  const bus = await createKafkaEventBus({
    brokers: config.KAFKA_BROKERS,
    topicPrefix: config.KAFKA_TOPIC_PREFIX,
    clientId: 'ordering',
    logger,
    metrics,
  });
  // catalogue's allergen changes and add-ons too: ordering subscribes to them, and may start before the catalogue
  // creates them (created here, the add-ons' topic is compacted from the start).
  await bus.ensureTopics([
    TOPICS.orderingOrders,
    TOPICS.orderingCustomers,
    TOPICS.orderingSubscriptions,
    TOPICS.orderingCredit,
    TOPICS.catalogueMealAllergenChanges,
    TOPICS.catalogueAddOns,
  ]);

  const customers = customerModel(connection);
  const orders = orderModel(connection);
  const subscriptions = subscriptionModel(connection);
  const meals = mealReadModel(connection);
  const addOns = addOnReadModel(connection);
  const planPrices = planPriceModel(connection);
  const deliveryPrices = deliveryPriceModel(connection);
  const discountCodes = discountCodeReadModel(connection);
  const markers = backfillMarkerModel(connection);
  const addOnStock = addOnStockModel(connection);
  const creditEntries = creditEntryModel(connection);
  const jobLeases = jobLeaseModel(connection);
  const dashboard: DashboardDeps = {
    orders,
    dashboardOrders: dashboardOrderModel(connection),
    dashboardDays: dashboardDayModel(connection),
    reportLists: reportListModel(connection),
    searchLists: searchListModel(connection),
    searchContacts: searchContactModel(connection),
    feed: readModelFeedModel(connection),
    reportRows: reportRowsModel(connection),
  };
  // Creates the collections and indexes (the unique ones carry the concurrency rules) before any request.
  for (const model of [
    customers,
    orders,
    subscriptions,
    meals,
    addOns,
    planPrices,
    deliveryPrices,
    discountCodes,
    dashboard.dashboardOrders,
    dashboard.dashboardDays,
    dashboard.reportLists,
    dashboard.searchLists,
    dashboard.searchContacts,
    dashboard.feed,
    dashboard.reportRows,
    markers,
    jobLeases,
    addOnStock,
    creditEntries,
  ])
    await model.init();
  // Which instance runs each background job (the weekly clocks, the dashboard's rebuild): once, not once each.
  const leases = createJobLeases(jobLeases, options.now ?? (() => new Date()));

  // Every write of a customer, order or subscription document (requests, consumers, the relay's clean-up) goes
  // through this one lock, so writers here queue rather than race; version guards keep other instances right.
  const lock = createKeyedLock();
  const relay = createOutboxRelay({
    models: [customers, orders, subscriptions, creditEntries],
    bus,
    logger,
    documentLock: lock,
    sweepLeases: leases,
  });
  await relay.start();
  watchOutbox(metrics, relay);

  const deps: OrderingDeps = {
    customers,
    orders,
    subscriptions,
    meals,
    addOns,
    planPrices,
    deliveryPrices,
    discountCodes,
    addOnStock,
    creditEntries,
    lock,
    afterChange: (written) => relay.kick(written),
    afterContactsFilled: (orderIds) => rereadOrderContacts(dashboard, orderIds),
    // The same re-read: it reads the order's contact and plan, the safe place and instructions among them.
    afterDeliveryNotesCopied: (orderIds) => rereadOrderContacts(dashboard, orderIds),
    now: options.now ?? (() => new Date()),
  };

  const consumer = await startUpstreamConsumer({
    ...deps,
    bus,
    logger,
    topics: { ...UPSTREAM_TOPICS, ...options.topics },
    ...(options.consumerGroup ? { consumerGroup: options.consumerGroup } : {}),
  });
  const payments = await startPaymentConsumer({
    ...deps,
    bus,
    logger,
    ...(options.consumerGroup ? { consumerGroup: `${options.consumerGroup}-payments` } : {}),
  });

  const refundCredit = await startRefundCreditConsumer({
    ...deps,
    bus,
    logger,
    ...(options.consumerGroup ? { consumerGroup: `${options.consumerGroup}-credit` } : {}),
  });

  const subscriptionStarter = await startSubscriptionStarter({
    ...deps,
    bus,
    logger,
    ...(options.consumerGroup ? { consumerGroup: `${options.consumerGroup}-subscriptions` } : {}),
  });

  const boxOrders = await startBoxOrdersConsumer({
    ...deps,
    bus,
    logger,
    ...(options.consumerGroup ? { consumerGroup: `${options.consumerGroup}-box-orders` } : {}),
  });
  const boxClock = startBoxClock({ ...deps, logger, leases }, options.boxClockIntervalMs);
  const reminderClock = startReminderClock({ ...deps, logger, leases }, options.reminderClockIntervalMs);

  const dashboardConsumer = await startDashboardConsumer({
    ...dashboard,
    markers,
    leases,
    bus,
    logger,
    ...(options.consumerGroup ? { consumerGroup: `${options.consumerGroup}-dashboard` } : {}),
  });

  // After the consumer's start-up rebuild, so the first load sees the projection's current shape.
  const follower = new ReadModelFollower(
    { ...dashboard, logger, snapshots: readModelSnapshotModel(connection) },
    new StaffReadModel(),
    options.readModelIntervalMs,
  );
  const loading = performance.now();
  await follower.start();
  logger.info(
    { ...follower.model.listSizes, ms: Math.round(performance.now() - loading) },
    'staff read model loaded',
  );

  const tokenChecks = await startTokenChecks({
    bus,
    logger,
    service: 'ordering',
    verifier: { jwksUrl: config.JWKS_URL },
  });
  const app = createApp({
    logger,
    metrics,
    trustProxy: config.TRUST_PROXY,
    courierSecret: config.COURIER_WEBHOOK_SECRET,
    deps,
    dashboard,
    readModel: follower.model,
    freshness: follower,
    verifier: tokenChecks.verifier,
    readiness: [
      { name: 'mongo', isReady: () => isMongoReady(connection) },
      { name: 'kafka', isReady: () => bus.isReady(), details: () => ({ outbox: relay.backlog() }) },
      consumersReadiness([
        consumer,
        payments,
        refundCredit,
        subscriptionStarter,
        boxOrders,
        dashboardConsumer,
      ]),
    ],
  });
  // Orders priced before lines get the same money as lines before anything is served: every reader reads lines
  // only, so unlike the references below this cannot wait (after the first start the marker makes it instant).
  await backfillPriceLines({ orders, lock, markers, logger });
  const server = await listen(app, config.PORT, config.HOST);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  logger.info({ port }, 'ordering listening');

  // Orders placed before references were stored get theirs in the background, once the service is ready: a
  // reference only helps staff find an order in the report (which still finds it by id, name or email meanwhile),
  // so it is no reason to hold back every request, and on a large database the fill takes minutes.
  const stopBackfill = new AbortController();
  const backfilling = backfillOrderReferences(
    { orders, lock, markers, logger },
    { signal: stopBackfill.signal },
  ).catch((error: unknown) =>
    logger.warn({ err: error }, 'giving older orders their references failed; the next start tries again'),
  );

  return {
    server,
    port,
    relay,
    deps,
    dashboard,
    readModel: follower.model,
    boxClock,
    reminderClock,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      stopBackfill.abort();
      await backfilling;
      await boxClock.stop();
      await reminderClock.stop();
      // Each consumer waits out its fetch in flight (up to a second) before it leaves its group: stopped together,
      // shutting down takes one such wait instead of one per consumer.
      await Promise.all([
        boxOrders.stop(),
        dashboardConsumer.stop(),
        follower.stop(),
        subscriptionStarter.stop(),
        payments.stop(),
        refundCredit.stop(),
        consumer.stop(),
        tokenChecks.stop(),
      ]);
      await relay.stop();
      await bus.close();
      await connection.close();
    },
  };
}
