import { randomUUID } from 'node:crypto';
import type request from 'supertest';
import { DISCOUNT_CODE_FIRST_ORDER_ONLY, TOPICS } from '@mealbox/contracts';
import { createEvent, createKafkaEventBus, epochSeconds } from '@mealbox/platform';
import type { EventBus } from '@mealbox/platform';
import { TEST_KAFKA, eventually, jwt } from '@mealbox/test-support';
import type { TestIdentity } from '@mealbox/test-support';
import { logger, startCatalogueUnderTest } from '../test/catalogue-harness';
import type { CatalogueUnderTest } from '../test/catalogue-harness';
import type { StartedCatalogue } from './start-catalogue';

const CHEF24_PLAN = { meal_size: 'S', number_of_meals: 8, discount_code: 'CHEF24' };
const origin = { producer: 'ordering', correlationId: 'catalogue-first-box-test' };

describe('a first-box code in the catalogue’s price, for customers who have paid before', () => {
  let underTest: CatalogueUnderTest;
  let catalogue: StartedCatalogue;
  let identity: TestIdentity;
  let api: ReturnType<typeof request>;
  let bus: EventBus;

  beforeAll(async () => {
    bus = await createKafkaEventBus({ ...TEST_KAFKA, clientId: 'catalogue-first-box-test', logger });
    await bus.ensureTopics([TOPICS.orderingOrders]);
    underTest = await startCatalogueUnderTest();
    ({ catalogue, identity, api } = underTest);
  });

  afterAll(async () => {
    await bus.close();
    await underTest.stop();
  });

  const userId = () => randomUUID().replace(/-/g, '').slice(0, 24);
  const tokenOf = (sub: string) => identity.token('customer', { sub });
  const quoteFor = (sub: string | null) => {
    const asked = api.post('/api/calculate-price/');
    return (sub ? asked.set(jwt(tokenOf(sub))) : asked).send(CHEF24_PLAN);
  };

  /** Publishes on ordering's topic; events under one key are handled in the order they were sent. */
  const publish = (event: { data: { orderId: string } }, key = event.data.orderId) =>
    bus.publish([{ topic: TOPICS.orderingOrders, key, value: JSON.stringify(event) }]);

  /** Ordering's event for one of this user's orders moving to another payment status. */
  const paymentChanged = (user: string, to: 'completed' | 'failed' | 'refunded', orderId = userId()) =>
    createEvent(
      'OrderPaymentStatusChanged',
      {
        orderId,
        userId: user,
        from: to === 'refunded' ? 'completed' : 'pending',
        to,
        changedAt: new Date().toISOString(),
      },
      origin,
    );

  const hasPaid = (user: string) => catalogue.pricing.paidCustomers.exists({ _id: user });

  it('when a signed-in customer has paid for a box, then CHEF24 gets the first-box message and no price; another customer still gets £10.00 off', async () => {
    const returning = userId();
    const newcomer = userId();
    await publish(paymentChanged(returning, 'completed'));
    await eventually('the payment to reach the catalogue', () => hasPaid(returning));

    const refused = await quoteFor(returning);
    expect(refused.status).toBe(400);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.body.errors).toEqual({ discount_code: [DISCOUNT_CODE_FIRST_ORDER_ONLY] });
    expect(refused.body).not.toHaveProperty('total_price');
    expect(DISCOUNT_CODE_FIRST_ORDER_ONLY).toBe('This code is for your first box only.');

    // Without the code, the same customer is priced as usual.
    const plain = await api
      .post('/api/calculate-price/')
      .set(jwt(tokenOf(returning)))
      .send({ ...CHEF24_PLAN, discount_code: null });
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({ discount: null, total_price: '75.99' });

    const welcome = await quoteFor(newcomer);
    expect(welcome.status).toBe(200);
    expect(welcome.body).toMatchObject({
      discount: { code: 'CHEF24', amount: '10.00' },
      total_price: '65.99',
    });
  });

  it('when the caller is not signed in, then CHEF24 is priced as before (nobody is known to have paid)', async () => {
    const res = await quoteFor(null);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ discount: { code: 'CHEF24', amount: '10.00' }, total_price: '65.99' });
  });

  it('when a customer’s only payment failed, then the code is still theirs; once refunded after paying, it is spent', async () => {
    const failed = userId();
    const refunded = userId();
    // One key, so the failure has been handled by the time the refund is seen.
    const key = userId();
    await publish(paymentChanged(failed, 'failed'), key);
    await publish(paymentChanged(refunded, 'refunded'), key);
    await eventually('the refund to reach the catalogue', () => hasPaid(refunded));

    expect((await quoteFor(failed)).body).toMatchObject({ discount: { code: 'CHEF24' } });
    expect((await quoteFor(refunded)).body.errors).toEqual({
      discount_code: [DISCOUNT_CODE_FIRST_ORDER_ONLY],
    });
  });

  it('when the payment event is delivered twice, then the customer is recorded once and nothing fails', async () => {
    const user = userId();
    const first = paymentChanged(user, 'completed');
    await publish(first);
    await publish(first);
    await publish(paymentChanged(user, 'completed'), first.data.orderId);
    // Another customer's payment under the same key comes last: once it is recorded, all before it were handled.
    const last = userId();
    await publish(paymentChanged(last, 'completed'), first.data.orderId);
    await eventually('the payments to reach the catalogue', () => hasPaid(last));
    expect(await catalogue.pricing.paidCustomers.countDocuments({ _id: user })).toBe(1);
    expect((await catalogue.pricing.paidCustomers.findById(user).lean())?.orderId).toBe(first.data.orderId);
  });

  it('when the token sent is expired, then 401, so the site refreshes it and asks again as the customer', async () => {
    const past = epochSeconds(new Date()) - 60;
    const res = await api
      .post('/api/calculate-price/')
      .set(jwt(identity.token('customer', { iat: past - 600, exp: past })))
      .send(CHEF24_PLAN);
    expect(res.status).toBe(401);
    expect(res.headers['www-authenticate']).toMatch(/^JWT/);
  });
});
