import { randomUUID } from 'node:crypto';
import { TOPICS } from '@mealbox/contracts';
import type { CreditEntryRecordedData } from '@mealbox/contracts';
import type { KeyedLock } from '@mealbox/platform';
import { eventually, recordTopic } from '@mealbox/test-support';
import { ADDRESS, deliveryDays, startTestOrdering } from '../test/ordering-harness';
import type { TestOrdering } from '../test/ordering-harness';
import {
  creditBalancePence,
  grantCredit,
  grantEntryId,
  returnSpentCredit,
  spendCredit,
} from './credit/domain';

describe('account credit, on the real MongoDB-wire server and Kafka', () => {
  let t: TestOrdering;
  let recorder: Awaited<ReturnType<typeof recordTopic>>;

  beforeAll(async () => {
    t = await startTestOrdering();
    recorder = await recordTopic(t.bus, TOPICS.orderingCredit);
  });
  afterAll(async () => {
    await recorder.stop();
    await t.stop();
  });

  /** A new customer with an order of six Standard meals. */
  async function customerWithOrder() {
    const { userId, auth } = t.customerToken();
    const address = await t.api.post('/api/customers/add_address/').set(auth).send(ADDRESS);
    const customer = await t.api.get('/api/customers/me').set(auth);
    const order = await t.api.post('/api/orders/').set(auth).send({
      customer: customer.body.id,
      customer_address: address.body.id,
      delivery_date: deliveryDays().first,
      protein_preference: 'MV',
      meal_size: 'S',
      number_of_meals: 6,
    });
    expect(order.status).toBe(201);
    return { userId, auth, customerId: customer.body.id as string, orderId: order.body.id as string };
  }
  const grantPath = (orderId: string) => `/api/admin/orders/${orderId}/credit/`;
  const eventsOf = (customerId: string): CreditEntryRecordedData[] =>
    recorder.messages
      .filter((message) => message.key === customerId)
      .map((message) => JSON.parse(message.value ?? '{}'))
      .filter((event) => event.type === 'CreditEntryRecorded')
      .map((event) => event.data);
  const deps = () => t.ordering.deps;
  /** No in-process queue: writers race as two instances would, with only the database's unique indexes. */
  const racingDeps = () => ({ ...deps(), lock: ((_key, task) => task()) as KeyedLock });

  it('when staff grant credit on an order, then the customer has it, sees it in their history and it is announced once', async () => {
    const { auth, customerId, orderId } = await customerWithOrder();
    const admin = t.adminAuth();
    const granted = await t.api
      .post(grantPath(orderId))
      .set(admin)
      .set('Idempotency-Key', randomUUID())
      .send({ amount: '5.00', reason: 'damaged_meal', note: 'Lid was split' })
      .expect(201);
    expect(granted.body.balance).toBe('5.00');

    const own = await t.api.get('/api/customers/me/credit/').set(auth).expect(200);
    expect(own.body).toEqual({
      balance: '5.00',
      entries: [
        {
          id: expect.stringMatching(/^grant:/),
          amount: '5.00',
          reason: 'damaged_meal',
          reason_label: 'Damaged meal',
          note: 'Lid was split',
          order_reference: expect.stringMatching(/^MB-[0-9A-F]{8}$/),
          at: expect.any(String),
        },
      ],
    });
    const staffView = await t.api.get(`/api/admin/customers/${customerId}/credit/`).set(admin).expect(200);
    expect(staffView.body).toEqual(own.body);

    await eventually('the grant announced', () => eventsOf(customerId).length === 1);
    expect(eventsOf(customerId)[0]).toMatchObject({
      amountPence: 5_00,
      balanceAfterPence: 5_00,
      reason: 'damaged_meal',
      orderId,
      refundId: null,
    });
  });

  it('when a grant is retried with the same Idempotency-Key, then it is granted once; the key with another amount is refused', async () => {
    const { customerId, orderId } = await customerWithOrder();
    const admin = t.adminAuth();
    const key = randomUUID();
    const body = { amount: '3.50', reason: 'goodwill' };
    await t.api.post(grantPath(orderId)).set(admin).set('Idempotency-Key', key).send(body).expect(201);
    const retried = await t.api.post(grantPath(orderId)).set(admin).set('Idempotency-Key', key).send(body);
    expect(retried.status).toBe(200);
    expect(retried.body.balance).toBe('3.50');
    const reused = await t.api
      .post(grantPath(orderId))
      .set(admin)
      .set('Idempotency-Key', key)
      .send({ amount: '9.00', reason: 'goodwill' });
    expect(reused.status).toBe(409);
    expect(await creditBalancePence(deps(), customerId)).toBe(3_50);
    await eventually('the grant announced', () => eventsOf(customerId).length === 1);
  });

  it('when the same grant is recorded by two racing writers (a redelivery meeting a retry), then it is applied once', async () => {
    const { userId, customerId, orderId } = await customerWithOrder();
    const grant = {
      entryId: grantEntryId(randomUUID()),
      customerId,
      userId,
      amountPence: 2_00,
      reason: 'late_delivery' as const,
      note: '',
      by: 'staff',
      orderId,
      refundId: null,
    };
    const outcomes = await Promise.all([grantCredit(racingDeps(), grant), grantCredit(racingDeps(), grant)]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['already granted', 'granted']);
    expect(await creditBalancePence(deps(), customerId)).toBe(2_00);
  });

  it('when a grant is not valid, then the answer says why and nothing is granted', async () => {
    const { customerId, orderId } = await customerWithOrder();
    const admin = t.adminAuth();
    const refused = async (body: object, field: string) => {
      const answer = await t.api.post(grantPath(orderId)).set(admin).send(body).expect(400);
      expect(Object.keys(answer.body.errors)).toEqual([field]);
    };
    await refused({ amount: '0.00', reason: 'goodwill' }, 'amount');
    await refused({ amount: '200.01', reason: 'goodwill' }, 'amount');
    await refused({ amount: '5.00', reason: 'spent' }, 'reason');
    await refused({ amount: '5.00', reason: 'goodwill', note: 'x'.repeat(251) }, 'note');
    await t.api
      .post(grantPath('0123456789abcdef01234567'))
      .set(admin)
      .send({ amount: '5.00', reason: 'goodwill' })
      .expect(404);
    const { auth } = t.customerToken();
    await t.api.post(grantPath(orderId)).set(auth).send({ amount: '5.00', reason: 'goodwill' }).expect(403);
    expect(await creditBalancePence(deps(), customerId)).toBe(0);
  });

  it('when credit is spent, then a spend beyond the balance is refused, and a retried spend is taken once', async () => {
    const { userId, customerId, orderId } = await customerWithOrder();
    await grantCredit(deps(), {
      entryId: grantEntryId(randomUUID()),
      customerId,
      userId,
      amountPence: 10_00,
      reason: 'goodwill',
      note: '',
      by: 'staff',
      orderId: null,
      refundId: null,
    });
    const spend = { customerId, userId, orderId, amountPence: 4_00, key: 1 };
    expect(await spendCredit(deps(), spend)).toMatchObject({ status: 'spent', balanceAfterPence: 6_00 });
    expect(await spendCredit(deps(), spend)).toMatchObject({ status: 'already spent', amountPence: 4_00 });
    expect(await spendCredit(deps(), { ...spend, key: 2, amountPence: 6_01 })).toEqual({
      status: 'not enough credit',
      balancePence: 6_00,
    });
    expect(await creditBalancePence(deps(), customerId)).toBe(6_00);
  });

  it('when two spends that together exceed the balance race, then exactly one is taken and the balance never goes below zero', async () => {
    const { userId, customerId } = await customerWithOrder();
    await grantCredit(deps(), {
      entryId: grantEntryId(randomUUID()),
      customerId,
      userId,
      amountPence: 10_00,
      reason: 'goodwill',
      note: '',
      by: 'staff',
      orderId: null,
      refundId: null,
    });
    const spendOn = (orderId: string, amountPence: number) =>
      spendCredit(racingDeps(), { customerId, userId, orderId, amountPence, key: 1 });
    const outcomes = await Promise.all([
      spendOn('aaaaaaaaaaaaaaaaaaaaaaaa', 7_00),
      spendOn('bbbbbbbbbbbbbbbbbbbbbbbb', 6_00),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['not enough credit', 'spent']);
    const left = await creditBalancePence(deps(), customerId);
    expect([3_00, 4_00]).toContain(left);
  });

  it("when an order's spend is returned (twice), then the credit comes back once", async () => {
    const { userId, customerId, orderId } = await customerWithOrder();
    await grantCredit(deps(), {
      entryId: grantEntryId(randomUUID()),
      customerId,
      userId,
      amountPence: 8_00,
      reason: 'goodwill',
      note: '',
      by: 'staff',
      orderId: null,
      refundId: null,
    });
    await spendCredit(deps(), { customerId, userId, orderId, amountPence: 5_00, key: 1 });
    expect(await creditBalancePence(deps(), customerId)).toBe(3_00);
    const first = await returnSpentCredit(deps(), { orderId, by: 'staff' });
    const again = await returnSpentCredit(deps(), { orderId, by: 'staff' });
    expect(first).toEqual({ returnedPence: 5_00, entryIds: [`spend-returned:${orderId}:1`] });
    expect(again).toEqual({ returnedPence: 0, entryIds: [] });
    expect(await creditBalancePence(deps(), customerId)).toBe(8_00);

    const history = await t.api.get(`/api/admin/customers/${customerId}/credit/`).set(t.adminAuth());
    expect(
      history.body.entries.map((entry: { amount: string; reason: string }) => [entry.reason, entry.amount]),
    ).toEqual([
      ['returned', '5.00'],
      ['spent', '-5.00'],
      ['goodwill', '8.00'],
    ]);
  });

  it('when a customer has no credit, then they read a zero balance; an unknown customer is a 404 for staff', async () => {
    const { auth } = t.customerToken();
    expect((await t.api.get('/api/customers/me/credit/').set(auth).expect(200)).body).toEqual({
      balance: '0.00',
      entries: [],
    });
    await t.api.get('/api/admin/customers/0123456789abcdef01234567/credit/').set(t.adminAuth()).expect(404);
  });
});
