import {
  TOPICS,
  contactMessageListSchema,
  contactMessageSchema,
  contactPrioritySchema,
} from '@mealbox/contracts';
import type { ContactMessage, SubscriberPlan } from '@mealbox/contracts';
import { createEvent, createKafkaEventBus, findSubscriberPlan } from '@mealbox/platform';
import type { EventBus } from '@mealbox/platform';
import { TEST_KAFKA, eventually, subscriptionBoxPaid } from '@mealbox/test-support';
import { Types } from 'mongoose';
import { bearer, clientAddress, logger, newCustomer, startTestIdentity } from '../../test/identity-harness';
import type { TestIdentity } from '../../test/identity-harness';

const ADMIN = { username: 'queue', password: 'staff-area-key-42', email: 'queue@mealbox.local' };
const PLAN = { proteinPreference: 'MO', mealSize: 'S' } as const;

/** A valid contact form; every call gives a unique message text. */
const form = () => ({
  name: 'Grace Hopper',
  email: 'grace@example.co.uk',
  subject: 'order',
  message: `Where is my box? ${Math.random().toString(36).slice(2)}`,
});

/**
 * Priority support on the real Kafka and MongoDB-wire server: identity folds ordering's subscription events into
 * each customer's plan, and a message from a customer whose plan has priority support is stored priority and
 * listed first among the new ones.
 */
describe('identity priority support from ordering subscription events', () => {
  let t: TestIdentity;
  let bus: EventBus;
  let adminToken: string;

  beforeAll(async () => {
    t = await startTestIdentity({
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_EMAIL: ADMIN.email,
    });
    bus = await createKafkaEventBus({ ...TEST_KAFKA, clientId: 'identity-priority-test', logger });
    adminToken = (await signIn(ADMIN.username, ADMIN.password)).access;
  });

  afterAll(async () => {
    await bus?.close();
    await t?.stop();
  });

  async function signIn(username: string, password: string): Promise<{ access: string; id: string }> {
    const res = await t.api.post('/auth/jwt/create/').set(clientAddress()).send({ username, password });
    const access = (res.body as { access: string }).access;
    const claims = JSON.parse(Buffer.from(access.split('.')[1] ?? '', 'base64url').toString()) as {
      sub: string;
    };
    return { access, id: claims.sub };
  }

  async function customer(): Promise<{ access: string; id: string }> {
    const registration = newCustomer();
    expect((await t.api.post('/auth/users/').send(registration)).status).toBe(201);
    return signIn(registration.username, registration.password);
  }

  const origin = (at: string) => ({
    producer: 'ordering',
    correlationId: 'identity-priority-test',
    now: () => new Date(at),
  });
  const started = (userId: string, subscriptionId: string, numberOfMeals: number, at: string) =>
    createEvent(
      'SubscriptionStarted',
      {
        subscriptionId,
        userId,
        customerId: `customer-of-${userId}`,
        firstOrderId: new Types.ObjectId().toHexString(),
        plan: { ...PLAN, numberOfMeals },
        deliveryWeekday: 3,
        firstOrderDeliveryDate: '2026-03-04',
        firstDeliveryDate: '2026-03-11',
        startedAt: at,
      },
      origin(at),
    );
  const planChanged = (userId: string, subscriptionId: string, from: number, to: number, at: string) =>
    createEvent(
      'SubscriptionPlanChanged',
      {
        subscriptionId,
        userId,
        from: { ...PLAN, numberOfMeals: from },
        to: { ...PLAN, numberOfMeals: to },
        effectiveFrom: '2026-03-18',
        firstDeliveryDate: '2026-03-18',
        mealsClearedFor: [],
        changedAt: at,
      },
      origin(at),
    );
  const cancelled = (userId: string, subscriptionId: string, at: string) =>
    createEvent(
      'SubscriptionCancelled',
      { subscriptionId, userId, effectiveFrom: '2026-03-18', stillComing: [], cancelledAt: at },
      origin(at),
    );

  /** Publishes the events in order on one key, so one partition: the consumer applies them in this order. */
  const publish = (key: string, events: object[]) =>
    bus.publish(
      events.map((event) => ({ topic: TOPICS.orderingSubscriptions, key, value: JSON.stringify(event) })),
    );

  const planOf = (userId: string) => findSubscriberPlan(t.identity.contact, userId);
  const planAsOf = (userId: string, asOf: string) =>
    eventually(`${userId}'s plan as of ${asOf}`, async () => {
      const plan = await planOf(userId);
      return plan?.asOf === asOf ? plan : undefined;
    });

  async function sendAs(access: string | null): Promise<ContactMessage> {
    const res = await t.api
      .post('/api/contact/')
      .set({ ...clientAddress(), ...(access ? bearer(access) : {}) })
      .send(form());
    expect(res.status).toBe(201);
    return contactMessageSchema.strict().parse(res.body);
  }

  /** GET /api/contact/priority/ as the customer: what the contact page tells them before they write. */
  async function priorityOf(access: string): Promise<boolean> {
    const res = await t.api.get('/api/contact/priority/').set(bearer(access));
    expect(res.status).toBe(200);
    return contactPrioritySchema.strict().parse(res.body).priority;
  }

  async function newMessages(): Promise<ContactMessage[]> {
    const res = await t.api
      .get('/api/admin/contact-messages/')
      .query({ status: 'new', page_size: 100 })
      .set(bearer(adminToken));
    expect(res.status).toBe(200);
    return contactMessageListSchema.parse(res.body).messages;
  }

  it('when a customer of 10 meals a week writes, then the message is priority and listed before newer new ones', async () => {
    const subscriber = await customer();
    const subscriptionId = new Types.ObjectId().toHexString();
    await publish(subscriptionId, [started(subscriber.id, subscriptionId, 10, '2026-03-01T10:00:00.000Z')]);
    await planAsOf(subscriber.id, '2026-03-01T10:00:00.000Z');
    expect(await priorityOf(subscriber.access)).toBe(true);

    const first = await sendAs(subscriber.access);
    const anonymous = await sendAs(null);
    expect(first.priority).toBe(true);
    expect(anonymous.priority).toBe(false);

    const listed = await newMessages();
    const ids = listed.map((message) => message.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(anonymous.id));
    const firstOrdinary = listed.findIndex((message) => !message.priority);
    expect(listed.slice(firstOrdinary).some((message) => message.priority)).toBe(false);
    expect(listed.find((message) => message.id === first.id)).toEqual(first);
  });

  it('when a customer of 6 meals a week writes, then the message is not priority, until their first box of 10 is paid', async () => {
    const subscriber = await customer();
    const subscriptionId = new Types.ObjectId().toHexString();
    await publish(subscriptionId, [started(subscriber.id, subscriptionId, 6, '2026-03-01T10:00:00.000Z')]);
    await planAsOf(subscriber.id, '2026-03-01T10:00:00.000Z');
    expect(await priorityOf(subscriber.access)).toBe(false);
    expect((await sendAs(subscriber.access)).priority).toBe(false);

    // The move to 10, from a box not yet paid (then, on the same partition, another customer's start: once that
    // is applied, the change has been): nothing opens yet.
    const marker = await customer();
    await publish(subscriptionId, [
      planChanged(subscriber.id, subscriptionId, 6, 10, '2026-03-02T10:00:00.000Z'),
      started(marker.id, subscriptionId, 6, '2026-03-02T11:00:00.000Z'),
    ]);
    await planAsOf(marker.id, '2026-03-02T11:00:00.000Z');
    expect(await priorityOf(subscriber.access)).toBe(false);

    // Its first box paid.
    await bus.publish([
      {
        topic: TOPICS.orderingOrders,
        key: subscriptionId,
        value: JSON.stringify(
          subscriptionBoxPaid({
            userId: subscriber.id,
            subscriptionId,
            numberOfMeals: 10,
            at: '2026-03-16T10:00:00.000Z',
          }),
        ),
      },
    ]);
    await planAsOf(subscriber.id, '2026-03-16T10:00:00.000Z');
    expect(await priorityOf(subscriber.access)).toBe(true);
    expect((await sendAs(subscriber.access)).priority).toBe(true);
  });

  it('when events come again or late, then the plan stays as the newest left it', async () => {
    const subscriber = await customer();
    const subscriptionId = new Types.ObjectId().toHexString();
    const start = started(subscriber.id, subscriptionId, 10, '2026-03-01T10:00:00.000Z');
    await publish(subscriptionId, [start]);
    const expected: SubscriberPlan = {
      userId: subscriber.id,
      subscriptionId,
      numberOfMeals: 10,
      cancelled: false,
      asOf: '2026-03-01T10:00:00.000Z',
    };
    expect(await planAsOf(subscriber.id, expected.asOf)).toEqual(expected);

    // The start again, and a plan change and a cancellation older than it; then, on the same partition, another
    // customer's start: once that is applied, everything before it has been.
    const marker = await customer();
    await publish(subscriptionId, [
      start,
      planChanged(subscriber.id, subscriptionId, 10, 6, '2026-03-01T09:00:00.000Z'),
      cancelled(subscriber.id, subscriptionId, '2026-03-01T09:30:00.000Z'),
      started(marker.id, subscriptionId, 6, '2026-03-01T11:00:00.000Z'),
    ]);
    await planAsOf(marker.id, '2026-03-01T11:00:00.000Z');
    expect(await planOf(subscriber.id)).toEqual(expected);
    expect((await sendAs(subscriber.access)).priority).toBe(true);
  });

  it('when the subscription is cancelled, then the messages are not priority; those sent before keep theirs', async () => {
    const subscriber = await customer();
    const subscriptionId = new Types.ObjectId().toHexString();
    await publish(subscriptionId, [started(subscriber.id, subscriptionId, 12, '2026-03-01T10:00:00.000Z')]);
    await planAsOf(subscriber.id, '2026-03-01T10:00:00.000Z');
    const before = await sendAs(subscriber.access);
    expect(before.priority).toBe(true);

    await publish(subscriptionId, [cancelled(subscriber.id, subscriptionId, '2026-03-05T10:00:00.000Z')]);
    expect((await planAsOf(subscriber.id, '2026-03-05T10:00:00.000Z')).cancelled).toBe(true);
    expect(await priorityOf(subscriber.access)).toBe(false);
    const after = await sendAs(subscriber.access);
    expect(after.priority).toBe(false);
    const listed = await newMessages();
    expect(listed.find((message) => message.id === before.id)?.priority).toBe(true);
    expect(listed.find((message) => message.id === after.id)?.priority).toBe(false);
  });

  it('when a customer without a subscription asks, then they have no priority; a stranger is refused', async () => {
    const someone = await customer();
    expect(await priorityOf(someone.access)).toBe(false);
    expect((await sendAs(someone.access)).priority).toBe(false);
    expect((await t.api.get('/api/contact/priority/')).status).toBe(401);
  });

  it('when the form says priority itself, or the token is refused, then nothing is stored', async () => {
    const before = (await newMessages()).length;
    const claimed = await t.api
      .post('/api/contact/')
      .set(clientAddress())
      .send({ ...form(), priority: true });
    expect(claimed.status).toBe(400);
    const forged = await t.api
      .post('/api/contact/')
      .set({ ...clientAddress(), ...bearer('not-a-token') })
      .send(form());
    expect(forged.status).toBe(401);
    expect(await newMessages()).toHaveLength(before);
  });
});
