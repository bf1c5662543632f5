import { randomUUID } from 'node:crypto';
import {
  TOPICS,
  orderDeliveredSchema,
  orderDeliveryAttemptFailedSchema,
  orderListSchema,
  orderOutForDeliverySchema,
  orderSchema,
} from '@mealbox/contracts';
import type { CourierEventType, Order } from '@mealbox/contracts';
import { eventually, recordTopic } from '@mealbox/test-support';
import { LOCAL_COURIER_WEBHOOK_SECRET } from './config';
import { courierSignatureHeader } from './delivery/domain/courier-signature';
import { ADDRESS, deliveryDays, startTestOrdering } from '../test/ordering-harness';
import type { TestOrdering } from '../test/ordering-harness';

type Auth = Record<string, string>;

describe('a box’s way to the customer: staff’s steps, the courier’s signed reports and the events that tell the customer', () => {
  let t: TestOrdering;
  let recorder: Awaited<ReturnType<typeof recordTopic>>;

  beforeAll(async () => {
    t = await startTestOrdering();
    recorder = await recordTopic(t.bus, TOPICS.orderingOrders);
  });

  afterAll(async () => {
    await recorder.stop();
    await t.stop();
  });

  async function placedOrder(): Promise<{ id: string; auth: Auth }> {
    const { auth } = t.customerToken();
    const address = await t.api.post('/api/customers/add_address/').set(auth).send(ADDRESS);
    const customer = await t.api.get('/api/customers/me').set(auth);
    const placed = await t.api.post('/api/orders/').set(auth).send({
      customer: customer.body.id,
      customer_address: address.body.id,
      delivery_date: deliveryDays().first,
      protein_preference: 'MV',
      meal_size: 'S',
      number_of_meals: 6,
    });
    expect(placed.status).toBe(201);
    return { id: placed.body.id as string, auth };
  }

  const staffMoves = async (id: string, ...steps: string[]) => {
    for (const order_status of steps) {
      const res = await t.api
        .patch(`/api/orders/${id}/update_order_status/`)
        .set(t.adminAuth())
        .send({ order_status });
      expect(res.status).toBe(200);
    }
  };

  const report = (orderId: string, type: CourierEventType, extra: Record<string, unknown> = {}) => ({
    id: `courier-${randomUUID()}`,
    type,
    order_id: orderId,
    occurred_at: new Date().toISOString(),
    ...extra,
  });

  function send(
    body: object | string,
    signing: { secret?: string; at?: number; header?: string | null } = {},
  ) {
    const text = typeof body === 'string' ? body : JSON.stringify(body);
    const timestamp = signing.at ?? Math.floor(Date.now() / 1000);
    const header =
      signing.header === undefined
        ? courierSignatureHeader(text, signing.secret ?? LOCAL_COURIER_WEBHOOK_SECRET, timestamp)
        : signing.header;
    const call = t.api.post('/api/delivery/events/').set('content-type', 'application/json');
    return (header === null ? call : call.set('mealbox-courier-signature', header)).send(text);
  }

  const eventsOf = (orderId: string, type: string) =>
    recorder.messages
      .filter((message) => message.key === orderId)
      .map((message) => JSON.parse(message.value ?? '{}'))
      .filter((event) => event.type === type);
  const orderOf = async (id: string, auth: Auth): Promise<Order> =>
    orderSchema.parse((await t.api.get(`/api/orders/${id}/`).set(auth)).body);
  /** Lets a second (wrong) publish show before counting. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 700));

  it('when staff move a box on to out for delivery, then each step is on its timeline with its time, and OrderOutForDelivery tells the customer the day and address once', async () => {
    const { id, auth } = await placedOrder();
    await staffMoves(id, 'preparing', 'ready', 'out_for_delivery');

    const order = await orderOf(id, auth);
    expect(order.progress.map((step) => [step.step, step.by])).toEqual([
      ['preparing', 'staff'],
      ['ready', 'staff'],
      ['out_for_delivery', 'staff'],
    ]);
    for (const step of order.progress) expect(Date.parse(step.at)).toBeGreaterThan(Date.now() - 60_000);
    const own = orderListSchema.parse((await t.api.get('/api/orders/').set(auth)).body);
    expect(own.orders[0]?.progress).toEqual(order.progress);

    await eventually('OrderOutForDelivery', async () => eventsOf(id, 'OrderOutForDelivery').length === 1);
    const told = orderOutForDeliverySchema.parse(eventsOf(id, 'OrderOutForDelivery')[0].data);
    expect(told).toMatchObject({
      orderId: id,
      deliveryDate: order.delivery_date,
      address: { address: ADDRESS.address, postcode: 'SW1A 2AA' },
      by: 'staff',
    });
    expect(told.reference).toMatch(/^MB-[0-9A-F]{8}$/);
    await settle();
    expect(eventsOf(id, 'OrderOutForDelivery')).toHaveLength(1);
    expect(eventsOf(id, 'OrderDelivered')).toHaveLength(0);
  });

  it('when the courier reports a box delivered with a photo, then it is delivered at the courier’s time, and the same report again answers duplicate and changes nothing', async () => {
    const { id, auth } = await placedOrder();
    await staffMoves(id, 'preparing', 'ready', 'out_for_delivery');
    const occurredAt = new Date(Date.now() - 120_000).toISOString();
    const delivered = report(id, 'delivered', {
      occurred_at: occurredAt,
      photo_url: 'https://courier.example/photos/1.jpg',
    });

    const first = await send(delivered);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      received: true,
      duplicate: false,
      applied: true,
      order_status: 'delivered',
      message: null,
    });
    const again = await send(delivered);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ duplicate: true, order_status: 'delivered' });

    const order = await orderOf(id, auth);
    expect(order.order_status).toBe('delivered');
    expect(order.progress.find((step) => step.step === 'delivered')).toEqual({
      step: 'delivered',
      at: occurredAt,
      by: 'courier',
      note: null,
      photo_url: 'https://courier.example/photos/1.jpg',
    });
    await eventually('OrderDelivered', async () => eventsOf(id, 'OrderDelivered').length === 1);
    await settle();
    expect(eventsOf(id, 'OrderDelivered')).toHaveLength(1);
    expect(orderDeliveredSchema.parse(eventsOf(id, 'OrderDelivered')[0].data)).toMatchObject({
      by: 'courier',
      at: occurredAt,
      photoUrl: 'https://courier.example/photos/1.jpg',
    });
  });

  it('when the same report reaches two instances at once, then it is applied once', async () => {
    const { id } = await placedOrder();
    await staffMoves(id, 'preparing', 'ready');
    const other = await t.startAnotherInstance();
    try {
      const body = JSON.stringify(report(id, 'out_for_delivery'));
      const header = courierSignatureHeader(
        body,
        LOCAL_COURIER_WEBHOOK_SECRET,
        Math.floor(Date.now() / 1000),
      );
      const answers = await Promise.all(
        [t.api, other.api].map((api) =>
          api
            .post('/api/delivery/events/')
            .set('content-type', 'application/json')
            .set('mealbox-courier-signature', header)
            .send(body),
        ),
      );
      expect(answers.map((res) => res.status)).toEqual([200, 200]);
      expect(answers.map((res) => res.body.duplicate).sort()).toEqual([false, true]);
    } finally {
      await other.close();
    }
    await eventually('OrderOutForDelivery', async () => eventsOf(id, 'OrderOutForDelivery').length === 1);
    await settle();
    expect(eventsOf(id, 'OrderOutForDelivery')).toHaveLength(1);
    expect(eventsOf(id, 'OrderStatusChanged')).toHaveLength(3);
  });

  it('when "delivered" arrives before "out for delivery", then the box is delivered and the late report changes nothing and tells no one', async () => {
    const { id, auth } = await placedOrder();
    await staffMoves(id, 'preparing', 'ready');
    const leftAt = new Date(Date.now() - 3_600_000).toISOString();

    expect((await send(report(id, 'delivered'))).body).toMatchObject({
      applied: true,
      order_status: 'delivered',
    });
    const late = await send(report(id, 'out_for_delivery', { occurred_at: leftAt }));
    expect(late.status).toBe(200);
    expect(late.body).toMatchObject({ duplicate: false, applied: false, order_status: 'delivered' });
    expect(late.body.message).toMatch(/already delivered/);

    const order = await orderOf(id, auth);
    expect(order.progress.map((step) => step.step)).toEqual(['preparing', 'ready', 'delivered']);
    await eventually('OrderDelivered', async () => eventsOf(id, 'OrderDelivered').length === 1);
    await settle();
    expect(eventsOf(id, 'OrderOutForDelivery')).toHaveLength(0);
  });

  it('when the courier reports a failed attempt on a box it already had, then the box is out for delivery with the attempt and its reason on the timeline, and the customer is told once per attempt', async () => {
    const { id, auth } = await placedOrder();
    await staffMoves(id, 'preparing', 'ready');
    const attempt = report(id, 'failed_attempt', { reason: 'No one home, <b>no safe place</b>' });

    expect((await send(attempt)).body).toMatchObject({ applied: true, order_status: 'out_for_delivery' });
    expect((await send(attempt)).body).toMatchObject({ duplicate: true });
    const secondAttempt = report(id, 'failed_attempt');
    const second = await send(secondAttempt);
    expect(second.body).toMatchObject({ applied: true, order_status: 'out_for_delivery' });

    const order = await orderOf(id, auth);
    expect(order.progress.map((step) => [step.step, step.note])).toEqual([
      ['preparing', null],
      ['ready', null],
      ['out_for_delivery', null],
      ['delivery_failed', 'No one home, <b>no safe place</b>'],
      ['delivery_failed', null],
    ]);
    await eventually(
      'two failed attempts',
      async () => eventsOf(id, 'OrderDeliveryAttemptFailed').length === 2,
    );
    await settle();
    const attempts = eventsOf(id, 'OrderDeliveryAttemptFailed').map((event) =>
      orderDeliveryAttemptFailedSchema.parse(event.data),
    );
    expect(attempts.map((fact) => fact.attemptId)).toEqual([
      attempt.id,
      second.body && attempts[1]?.attemptId,
    ]);
    expect(attempts[0]?.reason).toBe('No one home, <b>no safe place</b>');
    // The van had the box: its status moved with the first attempt, and no "on its way" notice was sent.
    expect(eventsOf(id, 'OrderOutForDelivery')).toHaveLength(0);
    expect(eventsOf(id, 'OrderStatusChanged').map((event) => event.data.to)).toEqual([
      'preparing',
      'ready',
      'out_for_delivery',
    ]);
  });

  it('when a report is unsigned, signed with another secret, more than five minutes old or has a changed body, then 400 says why and the order is unchanged', async () => {
    const { id, auth } = await placedOrder();
    await staffMoves(id, 'preparing', 'ready');
    const body = report(id, 'delivered');

    const unsigned = await send(body, { header: null });
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.detail).toBe('The Mealbox-Courier-Signature header is missing.');
    const wrongSecret = await send(body, { secret: 'not-the-courier-secret-at-all' });
    expect(wrongSecret.status).toBe(400);
    expect(wrongSecret.body.detail).toBe('The courier signature is not valid.');
    const replayed = await send(body, { at: Math.floor(Date.now() / 1000) - 360 });
    expect(replayed.status).toBe(400);
    expect(replayed.body.detail).toBe('The courier signature is more than five minutes old.');
    const signedText = JSON.stringify(body);
    const tampered = await send(signedText.replace('delivered', 'failed_attempt'), {
      header: courierSignatureHeader(signedText, LOCAL_COURIER_WEBHOOK_SECRET, Math.floor(Date.now() / 1000)),
    });
    expect(tampered.status).toBe(400);
    expect((await send(body, { header: 't=abc,v1=xyz' })).status).toBe(400);

    expect((await orderOf(id, auth)).order_status).toBe('ready');
  });

  it('when a signed report is malformed, names no order, or a box that cannot be with a courier, then 400, 404 or 409 says so and nothing changes', async () => {
    const { id, auth } = await placedOrder();

    const bad = await send({
      ...report(id, 'delivered'),
      type: 'lost',
      photo_url: 'http://insecure.example/x',
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['photo_url', 'type']);
    const extra = await send({ ...report(id, 'delivered'), status: 'delivered' });
    expect(extra.status).toBe(400);
    expect((await send('not json')).status).toBe(400);
    expect((await send(report('0123456789abcdef01234567', 'delivered'))).status).toBe(404);
    expect((await send(report('MB-12345678', 'delivered'))).status).toBe(404);

    const notPacked = await send(report(id, 'delivered'));
    expect(notPacked.status).toBe(409);
    expect(notPacked.body.detail).toMatch(/^Order MB-[0-9A-F]{8} is not packed yet/);
    await staffMoves(id, 'cancelled');
    const cancelled = await send(report(id, 'out_for_delivery'));
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.detail).toMatch(/is cancelled/);

    const order = await orderOf(id, auth);
    expect(order.order_status).toBe('cancelled');
    expect(order.progress.map((step) => [step.step, step.by])).toEqual([['cancelled', 'staff']]);
  });
});
