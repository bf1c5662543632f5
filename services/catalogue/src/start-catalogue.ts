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
  subscriberPlanModel,
} from '@mealbox/platform';
import type { Logger, RunningService, SubscriberPlanDeps } from '@mealbox/platform';
import { createApp } from './app';
import type { CatalogueConfig } from './config';
import { configurationModel } from './data/configuration-model';
import { demoMealSource } from './demo/demo-meal-source';
import { discountCodeModel } from './data/discount-code-model';
import { mealImageModel } from './data/meal-image-model';
import { mealModel } from './data/meal-model';
import { addOnModel } from './data/add-on-model';
import { addOnImageModel } from './data/add-on-image-model';
import { paidCustomerModel } from './data/paid-customer-model';
import { mealRatingModel } from './data/meal-rating-model';
import { mealRatingTotalsModel } from './data/meal-rating-totals-model';
import { mealRecipeModel } from './data/meal-recipe-model';
import type { RecipeDeps } from './domain/recipe-deps';
import { seedDemoRecipes } from './demo/seed-demo-recipes';
import { demoRecipeSource } from './demo/demo-recipe-source';
import type { MealRatingDeps } from './domain/meal-rating-deps';
import { mealPlanPricingModel } from './data/pricing-model';
import { seedMarkerModel } from './data/seed-marker-model';
import { defaultMealImage } from './domain/default-meal-image';
import type { PricingDeps } from './domain/pricing-deps';
import type { MealWriteDeps } from './domain/meal-write-deps';
import type { AddOnWriteDeps } from './domain/add-on-write-deps';
import { defaultAddOnImage } from './domain/default-add-on-image';
import { seedDemoAddOns } from './demo/seed-demo-add-ons';
import { demoAddOnSource } from './demo/demo-add-on-source';
import { seedCatalogue } from './demo/seed-catalogue';
import { backfillDemoRestWeeks } from './demo/backfill-demo-rest-weeks';
import { backfillDemoFoodInformation } from './demo/backfill-demo-food-information';
import { seedDiscountCodes } from './domain/seed-discount-codes';
import { seedPricing } from './domain/seed-pricing';
import { startOrderingConsumer } from './consumers/ordering-consumer';
import { ResponseCache } from './http/response-cache';
import { ChangeStamp } from './http/change-stamp';
import { changeStampModel } from './data/change-stamp-model';

/** Knobs tests turn; production uses the defaults. */
export interface CatalogueStartOptions {
  /** A unique consumer group per test run, so tests never steal each other's (or a running stack's) events. */
  consumerGroup?: string;
}

export interface StartedCatalogue extends RunningService {
  port: number;
  writeDeps: MealWriteDeps;
  addOnWrites: AddOnWriteDeps;
  pricing: PricingDeps;
  /** Meals' recipes and the customers' plans held from ordering's events. */
  recipes: RecipeDeps & SubscriberPlanDeps;
}

/**
 * Wires the catalogue from its configuration: database, bus, outbox relay, seed, consumer of orders and
 * subscriptions, HTTP.
 */
export async function startCatalogue(
  config: CatalogueConfig,
  logger: Logger,
  options: CatalogueStartOptions = {},
): Promise<StartedCatalogue> {
  const metrics = createServiceMetrics('catalogue');
  const connection = await connectMongo(config.MONGO_URL, { logger });
  const bus = await createKafkaEventBus({
    brokers: config.KAFKA_BROKERS,
    topicPrefix: config.KAFKA_TOPIC_PREFIX,
    clientId: 'catalogue',
    logger,
    metrics,
  });
  // Its own topics, and ordering's it reads (created here too, so neither service has to start first).
  await bus.ensureTopics([
    TOPICS.catalogueMeals,
    TOPICS.catalogueMealAllergenChanges,
    TOPICS.cataloguePricing,
    TOPICS.catalogueAddOns,
    TOPICS.orderingOrders,
    TOPICS.orderingSubscriptions,
  ]);

  const meals = mealModel(connection);
  const images = mealImageModel(connection);
  const addOns = addOnModel(connection);
  const addOnImages = addOnImageModel(connection);
  const pricingRows = mealPlanPricingModel(connection);
  const configuration = configurationModel(connection);
  const discountCodes = discountCodeModel(connection);
  const markers = seedMarkerModel(connection);
  const paidCustomers = paidCustomerModel(connection);
  const recipes = mealRecipeModel(connection);
  const subscriberPlans = subscriberPlanModel(connection);
  const ratingDeps: MealRatingDeps = {
    ratings: mealRatingModel(connection),
    ratingTotals: mealRatingTotalsModel(connection),
  };
  // Creates the collections and indexes (the unique ones keep seeding exactly-once) before any write.
  for (const model of [
    meals,
    images,
    addOns,
    addOnImages,
    pricingRows,
    configuration,
    discountCodes,
    markers,
    paidCustomers,
    recipes,
    subscriberPlans,
  ]) {
    await model.init();
  }
  await ratingDeps.ratings.init();
  await ratingDeps.ratingTotals.init();
  const lock = createKeyedLock();
  const relay = createOutboxRelay({
    models: [meals, addOns, pricingRows, configuration, discountCodes],
    bus,
    logger,
    documentLock: lock,
    sweepLeases: createJobLeases(jobLeaseModel(connection)),
  });
  await relay.start();
  watchOutbox(metrics, relay);

  // Every read checks the change stamp (read your writes on any instance); the time to live only bounds how long
  // an unchanged answer is kept.
  const changes = new ChangeStamp(changeStampModel(connection), 'catalogue-answers');
  const cache = new ResponseCache(5_000, undefined, undefined, changes);
  const writeDeps: MealWriteDeps = {
    meals,
    images,
    defaultImage: defaultMealImage,
    async afterChange(written) {
      cache.clear();
      relay.kick(written);
      await changes.bump();
    },
    lock,
    now: () => new Date(),
  };
  const addOnWrites: AddOnWriteDeps = {
    addOns,
    addOnImages,
    defaultAddOnImage,
    afterChange: writeDeps.afterChange,
    lock,
    now: writeDeps.now,
  };
  const pricing: PricingDeps = {
    pricing: pricingRows,
    configuration,
    discountCodes,
    paidCustomers,
    lock,
    afterChange: writeDeps.afterChange,
    now: writeDeps.now,
  };
  const recipeDeps: RecipeDeps & SubscriberPlanDeps = { meals, recipes, subscriberPlans, now: writeDeps.now };
  await seedPricing({ ...pricing, markers, logger });
  await seedDiscountCodes({ ...pricing, markers, logger });
  if (config.SEED_DEMO_MEALS) {
    await seedCatalogue({ ...writeDeps, markers, logger }, demoMealSource);
    await backfillDemoRestWeeks({ ...writeDeps, markers, logger }, demoMealSource);
    await backfillDemoFoodInformation({ ...writeDeps, markers, logger }, demoMealSource);
    await seedDemoRecipes({ ...recipeDeps, markers, logger }, demoRecipeSource);
    await seedDemoAddOns({ ...addOnWrites, markers, logger }, demoAddOnSource);
  }

  const consumer = await startOrderingConsumer({
    paidCustomers,
    subscriberPlans,
    ...ratingDeps,
    // A rating changes what the menu shows: every instance's cached answers are dropped.
    ratingsChanged: async () => {
      cache.clear();
      await changes.bump();
    },
    bus,
    logger,
    ...(options.consumerGroup ? { consumerGroup: options.consumerGroup } : {}),
  });

  const tokenChecks = await startTokenChecks({
    bus,
    logger,
    service: 'catalogue',
    verifier: { jwksUrl: config.JWKS_URL },
  });
  const app = createApp({
    logger,
    metrics,
    trustProxy: config.TRUST_PROXY,
    meals,
    images,
    ratings: ratingDeps,
    mealWrites: writeDeps,
    addOnWrites,
    pricing,
    recipes: recipeDeps,
    cache,
    verifier: tokenChecks.verifier,
    readiness: [
      { name: 'mongo', isReady: () => isMongoReady(connection) },
      { name: 'kafka', isReady: () => bus.isReady(), details: () => ({ outbox: relay.backlog() }) },
      consumersReadiness([consumer]),
    ],
  });
  const server = await listen(app, config.PORT, config.HOST);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  logger.info({ port }, 'catalogue listening');

  return {
    server,
    port,
    writeDeps,
    addOnWrites,
    pricing,
    recipes: recipeDeps,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // Each consumer waits out its fetch in flight (up to a second) before it leaves its group: stopped together,
      // shutting down takes one such wait instead of one per consumer.
      await Promise.all([consumer.stop(), tokenChecks.stop()]);
      await relay.stop();
      await bus.close();
      await connection.close();
    },
  };
}
