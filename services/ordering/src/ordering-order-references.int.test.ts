import { Types } from 'mongoose';
import { orderReference } from '@mealbox/contracts';
import type { Order, OrderSummary } from '@mealbox/contracts';
import { eventually } from '@mealbox/test-support';
import { backfillMarkerModel } from './shared/data/backfill-marker-model';
import type { OrderDocument } from './orders/data/order-model';
import {
  ORDER_REFERENCES_BACKFILL,
  backfillOrderReferences,
} from './orders/domain/backfill-order-references';
import { ADDRESS, deliveryDays, logger, startTestOrdering } from '../test/ordering-harness';
import type { TestOrdering } from '../test/ordering-harness';

describe('finding an order by its reference, on the real MongoDB-wire server', () => {
  let t: TestOrdering;
  const days = deliveryDays();

  beforeAll(async () => {
    t = await startTestOrdering();
  });

  afterAll(async () => {
    await t.stop();
  });

  async function placedOrder(): Promise<Order> {
    const { auth } = t.customerToken();
    const address = await t.api.post('/api/customers/add_address/').set(auth).send(ADDRESS);
    const customer = await t.api.get('/api/customers/me').set(auth);
    const res = await t.api.post('/api/orders/').set(auth).send({
      customer: customer.body.id,
      customer_address: address.body.id,
      delivery_date: days.first,
      protein_preference: 'MV',
      meal_size: 'S',
      number_of_meals: 6,
    });
    expect(res.status).toBe(201);
    return res.body as Order;
  }

  async function searched(search: string): Promise<string[]> {
    const res = await t.api.get('/api/admin/orders/').query({ search }).set(t.adminAuth());
    expect(res.status).toBe(200);
    return res.body.orders.map((order: OrderSummary) => order.id);
  }

  /** An order as ordering stored it before references were: a copy of a real one, without the field. */
  async function orderFromBeforeReferences(): Promise<string> {
    const { orders } = t.ordering.deps;
    const placed = await orders.findById((await placedOrder()).id).lean<OrderDocument>();
    const { reference: _reference, ...older } = placed as OrderDocument;
    const _id = new Types.ObjectId();
    await orders.collection.insertOne({
      ...older,
      _id,
      idempotencyKey: _id.toHexString(),
      outbox: [],
      outboxPending: false,
    });
    return _id.toHexString();
  }

  it('when staff search a reference in any case, with or without MB-, then the report finds the order', async () => {
    const order = await placedOrder();
    const reference = orderReference(order.id);
    const digits = reference.slice('MB-'.length);
    for (const typed of [reference, reference.toLowerCase(), `mb${digits}`, digits.toLowerCase()])
      expect(await searched(typed)).toEqual([order.id]);
  });

  it('when orders from before references were stored are backfilled, then the report finds them by reference; running it again changes nothing', async () => {
    const { orders, lock } = t.ordering.deps;
    const markers = backfillMarkerModel(orders.db);
    const deps = { orders, lock, markers, logger };
    await eventually('the start-up backfill', () => markers.exists({ _id: ORDER_REFERENCES_BACKFILL }));
    const older = [
      await orderFromBeforeReferences(),
      await orderFromBeforeReferences(),
      await orderFromBeforeReferences(),
    ];
    expect(await searched(orderReference(older[0] as string))).toEqual([]);

    // A database from before the change has no marker; two instances may start on it at once.
    await markers.deleteOne({ _id: ORDER_REFERENCES_BACKFILL });
    const runs = await Promise.all([
      backfillOrderReferences(deps, { batchSize: 2 }),
      backfillOrderReferences(deps, { batchSize: 2 }),
    ]);
    expect(runs.reduce((sum, filled) => sum + filled, 0)).toBe(older.length);
    for (const id of older) expect(await searched(orderReference(id).toLowerCase())).toEqual([id]);

    const stored = () => Promise.all(older.map((id) => orders.findById(id).lean<OrderDocument>()));
    const filled = await stored();
    expect(filled.map((order) => order?.reference)).toEqual(older.map(orderReference));
    expect(filled.map((order) => order?.version)).toEqual([1, 1, 1]);
    expect(await backfillOrderReferences(deps)).toBe(0);
    await markers.deleteOne({ _id: ORDER_REFERENCES_BACKFILL });
    expect(await backfillOrderReferences(deps)).toBe(0);
    expect(await stored()).toEqual(filled);
  });
});
