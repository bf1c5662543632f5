import { randomUUID } from 'node:crypto';
import mongoose, { Types } from 'mongoose';
import request from 'supertest';
import { TOPICS } from '@mealbox/contracts';
import type { UserRegisteredData } from '@mealbox/contracts';
import { createEvent, createKafkaEventBus, createLogger } from '@mealbox/platform';
import type { EventBus, Logger } from '@mealbox/platform';
import {
  KAFKA_BROKERS,
  databaseUrl,
  eventually,
  jwt,
  startTestIdentity,
  uniqueName,
  TEST_KAFKA,
  TOPIC_PREFIX,
} from '@mealbox/test-support';
import type { TestIdentity } from '@mealbox/test-support';
import { mealDraftSchema } from '../../catalogue/src/domain/meal-draft';
import type { MealDraft } from '../../catalogue/src/domain/meal-draft';
import { saveMeal } from '../../catalogue/src/domain/save-meal';
import { addOnDraftSchema } from '../../catalogue/src/domain/add-on-draft';
import type { AddOnDraft } from '../../catalogue/src/domain/add-on-draft';
import { createAddOn } from '../../catalogue/src/domain/create-add-on';
import { updateAddOn } from '../../catalogue/src/domain/update-add-on';
import { declaredFoodInformation } from '../../catalogue/test/declared-food';
import type { StartedCatalogue } from '../../catalogue/src/start-catalogue';
import { startCatalogueUnderTest } from '../../catalogue/test/catalogue-harness';
import { loadOrderingConfig } from '../src/config';
import { deliveryWindow } from '../src/calendar/domain/delivery-window';
import { londonDate } from '@mealbox/contracts/london-calendar';
import type { UpstreamTopics } from '../src/shared/consumers/upstream-consumer';
import { startOrdering } from '../src/start-ordering';
import type { StartedOrdering } from '../src/start-ordering';
import { forwardCatalogueEvents } from './catalogue-feed';

export const logger: Logger = createLogger('ordering-test', process.env.TEST_LOG_LEVEL ?? 'silent');

/**
 * The real catalogue, in this process on a database of its own, whose events reach ordering: it publishes on the
 * shared topics, and forwardCatalogueEvents copies its events (only its) onto the test's private topics.
 */
export interface TestCatalogue {
  catalogue: StartedCatalogue;
  api: ReturnType<typeof request>;
  /** A prefix for this run's correlation ids (`x-correlation-id: ${runId}:...`), to find its events. */
  runId: string;
  /** Creates (or, with `mealId`, replaces) a meal through the catalogue's own use case; answers its id. */
  saveMeal(fields?: Partial<MealDraft>, mealId?: string): Promise<string>;
  /**
   * Creates an add-on (available, £3.50, declared free from all 14 unless told) through the catalogue's own use
   * case, or with `addOnId` changes the fields given; answers its id.
   */
  saveAddOn(fields?: Partial<AddOnDraft>, addOnId?: string): Promise<string>;
}

export interface TestOrdering {
  /** The running instance (a new one after `restart`). */
  readonly ordering: StartedOrdering;
  readonly api: ReturnType<typeof request>;
  identity: TestIdentity;
  catalogue: TestCatalogue;
  /** The test's own connection to Kafka. */
  bus: EventBus;
  /** The private topics ordering reads identity's and catalogue's events from. */
  topics: UpstreamTopics;
  /**
   * Stops the instance and starts another on the same database, topics and consumer group, running `whileDown`
   * in between.
   */
  restart(whileDown?: () => Promise<void>): Promise<void>;
  /** Starts another instance beside this one: same database, topics and consumer group, its own port and lock. */
  startAnotherInstance(): Promise<{
    api: ReturnType<typeof request>;
    /** Its own use-case dependencies (its own lock and connection), for calls that have no route. */
    deps: StartedOrdering['deps'];
    close(): Promise<void>;
  }>;
  /** Publishes an event on one of the private topics, as its producer would. */
  publish(topic: string, key: string, event: object): Promise<void>;
  /** A customer's access token (a new user unless `userId` is given). */
  customerToken(
    userId?: string,
    username?: string,
  ): { userId: string; token: string; auth: Record<string, string> };
  adminAuth(): Record<string, string>;
  stop(): Promise<void>;
}

const newObjectId = () => new Types.ObjectId().toHexString();

async function dropDatabase(name: string): Promise<void> {
  const connection = await mongoose.createConnection(databaseUrl(name)).asPromise();
  await connection.dropDatabase();
  await connection.close();
}

async function startCatalogueFeed(
  bus: EventBus,
  identity: TestIdentity,
  topics: UpstreamTopics,
): Promise<{ feed: TestCatalogue; stop(): Promise<void> }> {
  const since = new Date();
  const underTest = await startCatalogueUnderTest({ identity });
  const { catalogue } = underTest;
  const runId = uniqueName('run');
  const forwarding = await forwardCatalogueEvents(bus, catalogue, topics, since);
  let meals = 0;
  let addOns = 0;
  const feed: TestCatalogue = {
    catalogue,
    api: underTest.api,
    runId,
    async saveMeal(fields = {}, mealId) {
      // The catalogue derives the dietary flags from a meal's declaration: declare what the flags asked for.
      const food_information =
        fields.food_information ??
        declaredFoodInformation(
          {
            gluten: fields.is_gluten_free ? 'free' : 'may_contain',
            milk: fields.is_dairy_free ? 'free' : 'may_contain',
          },
          { glutenCereals: fields.is_gluten_free ? [] : ['wheat'], containsMeat: !fields.is_vegan },
        );
      const draft = mealDraftSchema.parse({
        name: `Test meal ${++meals} ${runId}`,
        category: 'main_course',
        status: 'available',
        calories: 550,
        protein: 40,
        carbohydrates: 50,
        fat: 20,
        ingredients: 'Chicken, rice',
        ...fields,
        food_information,
      });
      const saved = await saveMeal(catalogue.writeDeps, {
        draft,
        ...(mealId ? { mealId } : {}),
        correlationId: `${runId}:meal`,
      });
      return saved._id.toHexString();
    },
    async saveAddOn(fields = {}, addOnId) {
      const correlationId = `${runId}:add-on`;
      if (addOnId) {
        await updateAddOn(catalogue.addOnWrites, { addOnId, changes: fields, correlationId });
        return addOnId;
      }
      const draft = addOnDraftSchema.parse({
        name: `Test add-on ${++addOns} ${runId}`,
        category: 'dessert',
        status: 'available',
        price_pence: 3_50,
        calories: 300,
        protein: 4,
        carbohydrates: 40,
        fat: 12,
        ingredients: 'Dates, sugar, rice flour',
        food_information: declaredFoodInformation(),
        ...fields,
      });
      const saved = await createAddOn(catalogue.addOnWrites, { draft, correlationId });
      return saved._id.toHexString();
    },
  };
  return {
    feed,
    async stop() {
      await forwarding.stop();
      await underTest.stop();
    },
  };
}

/**
 * Ordering on port 0 against the real local infrastructure: its own database, a unique consumer group, private
 * upstream topics fed by the real catalogue (above) and by identity events the test publishes, and access tokens
 * signed by a stand-in identity whose JWKS it fetches over HTTP. `now` sets ordering's clock (tokens keep the real
 * one).
 */
export async function startTestOrdering(options: { now?: () => Date } = {}): Promise<TestOrdering> {
  const databaseName = uniqueName('ordering_test');
  const topics: UpstreamTopics = {
    identityUsers: uniqueName('test.identity.users.v1'),
    catalogueMeals: uniqueName('test.catalogue.meals.v1'),
    cataloguePricing: uniqueName('test.catalogue.pricing.v1'),
    catalogueMealAllergenChanges: uniqueName('test.catalogue.meal-allergen-changes.v1'),
    catalogueAddOns: uniqueName('test.catalogue.add-ons.v1'),
  };
  const bus = await createKafkaEventBus({ ...TEST_KAFKA, clientId: 'ordering-test', logger });
  await bus.ensureTopics([...Object.values(topics), TOPICS.orderingOrders, TOPICS.orderingCustomers]);
  const identity = await startTestIdentity();
  const { feed, stop: stopFeed } = await startCatalogueFeed(bus, identity, topics);
  const config = loadOrderingConfig({
    PORT: '0',
    MONGO_URL: databaseUrl(databaseName),
    KAFKA_BROKERS: KAFKA_BROKERS.join(','),
    KAFKA_TOPIC_PREFIX: TOPIC_PREFIX,
    JWKS_URL: identity.jwksUrl,
  });
  const consumerGroup = uniqueName('ordering-test');
  // The weekly job and the reminders run when a test ticks them (t.ordering.boxClock.tick()), not on their own
  // mid-test.
  const start = () =>
    startOrdering(config, logger, {
      consumerGroup,
      topics,
      boxClockIntervalMs: 3_600_000,
      reminderClockIntervalMs: 3_600_000,
      ...(options.now ? { now: options.now } : {}),
    });
  let ordering = await start();
  let api = request(`http://127.0.0.1:${ordering.port}`);
  const { deps } = ordering;
  await eventually('the seeded prices in ordering', async () => {
    const [rows, delivery, code] = await Promise.all([
      deps.planPrices.countDocuments(),
      deps.deliveryPrices.countDocuments(),
      deps.discountCodes.countDocuments({ _id: 'CHEF24' }),
    ]);
    return rows === 6 && delivery === 1 && code === 1;
  });
  return {
    get ordering() {
      return ordering;
    },
    get api() {
      return api;
    },
    identity,
    catalogue: feed,
    bus,
    topics,
    async restart(whileDown) {
      await ordering.close();
      await whileDown?.();
      ordering = await start();
      api = request(`http://127.0.0.1:${ordering.port}`);
    },
    async startAnotherInstance() {
      const another = await start();
      return {
        api: request(`http://127.0.0.1:${another.port}`),
        deps: another.deps,
        close: () => another.close(),
      };
    },
    publish: (topic, key, event) => bus.publish([{ topic, key, value: JSON.stringify(event) }]),
    customerToken(userId = newObjectId(), username = 'ada') {
      const token = identity.token('customer', { sub: userId, username });
      return { userId, token, auth: jwt(token) };
    },
    adminAuth: () => jwt(identity.token('admin', { sub: newObjectId() })),
    async stop() {
      await ordering.close();
      await stopFeed();
      await bus.close();
      await identity.stop();
      await dropDatabase(databaseName);
    },
  };
}

/** UserRegistered as identity publishes it. */
export function userRegistered(overrides: Partial<UserRegisteredData> = {}, occurredAt = new Date()) {
  const name = uniqueName('cust').replace('_', '');
  const data: UserRegisteredData = {
    userId: newObjectId(),
    username: name,
    email: `${name}@example.co.uk`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    isStaff: false,
    registeredAt: occurredAt.toISOString(),
    ...overrides,
  };
  return createEvent('UserRegistered', data, {
    producer: 'identity',
    correlationId: randomUUID(),
    now: () => occurredAt,
  });
}

/** The first and last days an order placed now may be delivered, and a Saturday outside them. */
export function deliveryDays() {
  const window = deliveryWindow(londonDate(new Date()));
  return { ...window, first: window.dates[0] as string, last: window.dates.at(-1) as string };
}

export const ADDRESS = {
  address: '10 Downing Street',
  city: 'London',
  county: 'Greater London',
  postcode: 'sw1a2aa',
};

export { jwt };
