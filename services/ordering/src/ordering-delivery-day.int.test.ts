import { deliveryDaySchema, sendOutResultSchema } from '@mealbox/contracts';
import { ADDRESS, deliveryDays, startTestOrdering } from '../test/ordering-harness';
import type { TestOrdering } from '../test/ordering-harness';

describe('staff’s delivery day: the day’s boxes for packing, and sending the packed ones out together', () => {
  let t: TestOrdering;
  const days = deliveryDays();

  beforeAll(async () => {
    t = await startTestOrdering();
  });

  afterAll(async () => {
    await t.stop();
  });

  async function placed(postcode: string, delivery_date = days.last): Promise<string> {
    const { auth } = t.customerToken();
    const address = await t.api
      .post('/api/customers/add_address/')
      .set(auth)
      .send({ ...ADDRESS, postcode });
    const customer = await t.api.get('/api/customers/me').set(auth);
    const res = await t.api.post('/api/orders/').set(auth).send({
      customer: customer.body.id,
      customer_address: address.body.id,
      delivery_date,
      protein_preference: 'MV',
      meal_size: 'S',
      number_of_meals: 6,
    });
    expect(res.status).toBe(201);
    return res.body.id as string;
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
  const dayOf = async (date: string) => {
    const res = await t.api.get(`/api/admin/deliveries/?date=${date}`).set(t.adminAuth());
    expect(res.status).toBe(200);
    return deliveryDaySchema.parse(res.body);
  };
  const sendOut = (order_ids: unknown) =>
    t.api.post('/api/admin/deliveries/out-for-delivery/').set(t.adminAuth()).send({ order_ids });

  it('when staff open a day, then every box due that day that is not cancelled is listed by postcode, whole, and no other day’s', async () => {
    const leeds = await placed('LS6 2AB');
    const bath = await placed('BA1 1AA');
    const cancelled = await placed('AB1 0AA');
    await staffMoves(cancelled, 'cancelled');
    const otherDay = await placed('AA1 1AA', days.first);

    const day = await dayOf(days.last);
    const ids = day.boxes.map((box) => box.id);
    expect(ids).toEqual(expect.arrayContaining([leeds, bath]));
    expect(ids).not.toContain(cancelled);
    expect(ids).not.toContain(otherDay);
    expect(ids.indexOf(bath)).toBeLessThan(ids.indexOf(leeds));
    expect(day.boxes.every((box) => box.delivery_date === days.last)).toBe(true);
    expect(day.total).toBe(day.boxes.length);
    expect(day.truncated).toBe(false);
    expect(day.boxes.find((box) => box.id === bath)?.delivery_address.postcode).toBe('BA1 1AA');
  });

  it('when staff send boxes out, then ready ones go once with their step, gone ones read already, and others are refused with why', async () => {
    const ready = await placed('LS1 1AD');
    const alsoReady = await placed('LS1 1AE');
    const preparing = await placed('LS1 1AF');
    await staffMoves(ready, 'preparing', 'ready');
    await staffMoves(alsoReady, 'preparing', 'ready');
    await staffMoves(preparing, 'preparing');

    // Two members of staff send overlapping boxes at the same moment.
    const [first, second] = await Promise.all([sendOut([ready, alsoReady]), sendOut([alsoReady, ready])]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const outcomes = [first, second]
      .flatMap((res) => sendOutResultSchema.parse(res.body).results)
      .map((result) => `${result.order_id}:${result.outcome}`)
      .sort();
    expect(outcomes).toEqual(
      [`${alsoReady}:already`, `${alsoReady}:sent`, `${ready}:already`, `${ready}:sent`].sort(),
    );

    const again = sendOutResultSchema.parse(
      (await sendOut([ready, preparing, '0123456789abcdef01234567'])).body,
    );
    expect(again.results).toEqual([
      { order_id: ready, outcome: 'already', order_status: 'out_for_delivery', message: null },
      {
        order_id: preparing,
        outcome: 'refused',
        order_status: null,
        message: 'An order that is preparing cannot move to out for delivery. Its next step is ready.',
      },
      {
        order_id: '0123456789abcdef01234567',
        outcome: 'refused',
        order_status: null,
        message: 'Order not found.',
      },
    ]);

    const order = (await t.api.get(`/api/orders/${ready}/`).set(t.adminAuth())).body;
    expect(order.progress.filter((step: { step: string }) => step.step === 'out_for_delivery')).toHaveLength(
      1,
    );
  });

  it('when the request is bad or not from staff, then it is refused and nothing changes', async () => {
    expect((await t.api.get('/api/admin/deliveries/?date=2026-02-30').set(t.adminAuth())).status).toBe(400);
    expect((await t.api.get('/api/admin/deliveries/').set(t.adminAuth())).status).toBe(400);
    expect(
      (await t.api.get(`/api/admin/deliveries/?date=${days.last}`).set(t.customerToken().auth)).status,
    ).toBe(403);
    expect((await sendOut([])).status).toBe(400);
    expect((await sendOut(['not-an-id'])).status).toBe(400);
    expect((await sendOut(Array.from({ length: 201 }, () => '0123456789abcdef01234567'))).status).toBe(400);
    expect(
      (
        await t.api
          .post('/api/admin/deliveries/out-for-delivery/')
          .set(t.customerToken().auth)
          .send({ order_ids: [] })
      ).status,
    ).toBe(403);
  });
});
