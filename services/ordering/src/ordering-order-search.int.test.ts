import { Types } from 'mongoose';
import { TOPICS, orderReference, parseOrderReference } from '@mealbox/contracts';
import { escapeRegex } from '@mealbox/platform';
import { eventually, recordTopic } from '@mealbox/test-support';
import type { OrderDocument } from './orders/data/order-model';
import type { OrderChange } from './reporting/domain/dashboard-facts';
import type { ReadModelFeedModel } from './reporting/data/read-model-feed-model';
import {
  applyDashboardChange,
  finishPendingDashboardChanges,
  rereadOrderContacts,
} from './reporting/domain/dashboard-projection';
import { londonDate } from '@mealbox/contracts/london-calendar';
import { ADDRESS, deliveryDays, startTestOrdering, userRegistered } from '../test/ordering-harness';
import type { TestOrdering } from '../test/ordering-harness';
import { mealsInOrdering } from '../test/meals-in-ordering';

type Auth = Record<string, string>;
type Query = Record<string, string>;

describe('the order report’s search and CSV export, from their indexes, on the real MongoDB-wire server and Kafka', () => {
  let t: TestOrdering;
  let recorder: Awaited<ReturnType<typeof recordTopic>>;
  let stew: string;

  beforeAll(async () => {
    t = await startTestOrdering();
    recorder = await recordTopic(t.bus, TOPICS.orderingOrders);
    ({ stew } = await mealsInOrdering(t, { stew: { name: 'Beef Stew' } }));
  });

  afterAll(async () => {
    await recorder.stop();
    await t.stop();
  });

  /** A customer named by identity (UserRegistered), once ordering has them. */
  async function customer(firstName: string, lastName: string, email: string) {
    const event = userRegistered({ firstName, lastName, email });
    await t.publish(t.topics.identityUsers, event.data.userId, event);
    await eventually('the customer in ordering', async () =>
      Boolean(await t.ordering.deps.customers.exists({ userId: event.data.userId })),
    );
    return t.customerToken(event.data.userId).auth;
  }

  async function placeOrder(auth: Auth): Promise<string> {
    const address = await t.api.post('/api/customers/add_address/').set(auth).send(ADDRESS);
    const me = await t.api.get('/api/customers/me').set(auth);
    const order = await t.api.post('/api/orders/').set(auth).send({
      customer: me.body.id,
      customer_address: address.body.id,
      delivery_date: deliveryDays().first,
      protein_preference: 'MV',
      meal_size: 'S',
      number_of_meals: 6,
    });
    expect(order.status).toBe(201);
    const item = await t.api
      .post('/api/orderitems/')
      .set(auth)
      .send({ order_id: order.body.id, meal_id: stew, quantity: 6 });
    expect(item.status).toBe(201);
    return order.body.id as string;
  }
  const admin = () => t.adminAuth();
  const setStatus = async (id: string, order_status: string) =>
    expect(
      (await t.api.patch(`/api/orders/${id}/update_order_status/`).set(admin()).send({ order_status }))
        .status,
    ).toBe(200);
  const markPaid = async (id: string) =>
    expect(
      (await t.api.patch(`/api/orders/${id}/`).set(admin()).send({ payment_status: 'completed' })).status,
    ).toBe(200);

  /** The report's answer written out again over the orders themselves: filters, search, newest first. */
  async function direct(query: Query): Promise<string[]> {
    const orders = await t.ordering.deps.orders.find().lean<OrderDocument[]>();
    const search = query.search;
    const pattern = search ? new RegExp(escapeRegex(search), 'i') : null;
    return orders
      .filter((order) => !query.status || order.orderStatus === query.status)
      .filter((order) => !query.start_date || londonDate(order.orderedAt) >= query.start_date)
      .filter((order) => !query.end_date || londonDate(order.orderedAt) <= query.end_date)
      .filter(
        (order) =>
          !search ||
          pattern?.test(order.customerName) ||
          pattern?.test(order.customerEmail) ||
          order._id.toHexString() === search.toLowerCase() ||
          orderReference(order._id.toHexString()) === parseOrderReference(search),
      )
      .sort(
        (a, b) =>
          b.orderedAt.getTime() - a.orderedAt.getTime() ||
          b._id.toHexString().localeCompare(a._id.toHexString()),
      )
      .map((order) => order._id.toHexString());
  }

  /** Every page of the report, and the export, equal the direct answer (once the indexes have caught up). */
  async function expectMatchesOrders(query: Query, pageSize = 2) {
    const expected = await direct(query);
    const pages = Math.max(1, Math.ceil(expected.length / pageSize));
    for (let page = 1; page <= pages; page++) {
      const want = { ids: expected.slice((page - 1) * pageSize, page * pageSize), total: expected.length };
      let got: unknown;
      await eventually(
        `page ${page} of ${JSON.stringify(query)}`,
        async () => {
          const res = await t.api
            .get('/api/admin/orders/')
            .query({ ...query, page, page_size: pageSize })
            .set(admin());
          got = {
            ids: res.body.orders.map((order: { id: string }) => order.id),
            total: res.body.pagination.total,
          };
          return JSON.stringify(got) === JSON.stringify(want);
        },
        10_000,
      ).catch((error: Error) => {
        throw new Error(
          `${error.message}\nexpected ${JSON.stringify(want)}\ngot      ${JSON.stringify(got)}`,
        );
      });
    }
    let exported: string[] = [];
    await eventually(
      `the export of ${JSON.stringify(query)}`,
      async () => {
        exported = (await exportCsv(query)).rows.map((row) => row[1] ?? '');
        return JSON.stringify(exported) === JSON.stringify(expected);
      },
      10_000,
    ).catch((error: Error) => {
      throw new Error(
        `${error.message}\nexpected ${JSON.stringify(expected)}\ngot      ${JSON.stringify(exported)}`,
      );
    });
  }

  /** The export's lines split into cells (the names used here hold no commas or quotes). */
  async function exportCsv(query: Query) {
    const res = await t.api.get('/api/admin/orders/export.csv').query(query).set(admin());
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const [header = '', ...lines] = res.text.split('\r\n').filter(Boolean);
    return { header, rows: lines.map((line) => line.split(',')) };
  }

  let ada: string[];
  let grace: string;

  it('when staff search by part of a name or email (any case), a whole order id or a reference, then every page and the export equal a search of the orders themselves', async () => {
    const adaAuth = await customer('Ada', 'Lovelace', 'ada.lovelace@analytical.example');
    const graceAuth = await customer('Grace', 'Hopper', 'grace@navy.example');
    ada = [await placeOrder(adaAuth), await placeOrder(adaAuth), await placeOrder(adaAuth)];
    grace = await placeOrder(graceAuth);
    await markPaid(ada[0] as string);
    await setStatus(ada[1] as string, 'cancelled');
    const today = londonDate(new Date());
    const id = ada[2] as string;
    const queries: Query[] = [
      { search: 'lovelace' },
      { search: 'ADA.LOVE' },
      { search: 'example' },
      { search: 'navy' },
      { search: id },
      { search: id.toUpperCase() },
      { search: orderReference(grace).slice(3).toLowerCase() },
      { search: 'lovelace', status: 'cancelled' },
      { search: 'example', start_date: today, end_date: today },
      { search: 'nobody-at-all' },
      { status: 'processing' },
    ];
    for (const query of queries) await expectMatchesOrders(query);
  });

  it('when the export is asked for, then its header names the columns and each row shows the order as it stands', async () => {
    const { header, rows } = await exportCsv({ search: 'grace@navy' });
    expect(header).toBe(
      'Order reference,Order ID,Ordered at (UTC),Customer name,Customer email,Delivery date,Order status,Payment status,Price lines,Total (GBP),Safe place,Delivery instructions',
    );
    const order = await t.ordering.deps.orders.findById(grace).lean<OrderDocument>();
    expect(rows).toEqual([
      [
        orderReference(grace),
        grace,
        order?.orderedAt.toISOString(),
        'Grace Hopper',
        'grace@navy.example',
        order?.deliveryDate,
        'processing',
        'pending',
        // The order's lines, as every screen words them.
        `${order?.numberOfMeals} meals £${((order?.price.totalPence ?? 0) / 100).toFixed(2)}; Delivery Free`,
        ((order?.price.totalPence ?? 0) / 100).toFixed(2),
        '',
        '',
      ],
    ]);
  });

  it('when the customer gives the address of an open order a safe place and instructions, then the export shows them in its last two columns, a formula made harmless', async () => {
    const auth = await customer('Mary', 'Jackson', 'mary@langley.example');
    const id = await placeOrder(auth);
    const order = await t.ordering.deps.orders.findById(id).lean<OrderDocument>();
    const edit = await t.api
      .patch(`/api/customers/addresses/${order?.address.id}/`)
      .set(auth)
      .send({
        ...ADDRESS,
        safe_place: 'shed',
        delivery_instructions: '=HYPERLINK("http://x.example","go"), ring',
      });
    expect(edit.status).toBe(200);
    const line = await eventually('the export to carry the notes', async () => {
      const res = await t.api
        .get('/api/admin/orders/export.csv')
        .query({ search: 'mary@langley' })
        .set(admin());
      const [, first] = res.text.split('\r\n');
      return first?.endsWith(',Shed,"\'=HYPERLINK(""http://x.example"",""go""), ring"') ? first : undefined;
    });
    expect(line.startsWith(`${orderReference(id)},${id},`)).toBe(true);
  });

  it('when an order placed before the customer’s profile arrived is later given their name and email, then the search finds it by them and no longer by the username', async () => {
    const event = userRegistered({ firstName: 'Katherine', lastName: 'Johnson', email: 'kj@nasa.example' });
    const { userId } = event.data;
    const early = await placeOrder(t.customerToken(userId, 'kjohnson').auth);
    await expectMatchesOrders({ search: 'kjohnson' });
    expect(await direct({ search: 'kjohnson' })).toEqual([early]);
    await t.publish(t.topics.identityUsers, userId, event);
    await eventually('the order to carry the profile', async () => {
      const order = await t.ordering.deps.orders.findById(early).lean<OrderDocument>();
      return order?.customerEmail === 'kj@nasa.example';
    });
    await expectMatchesOrders({ search: 'nasa' });
    await markPaid(early);
    await expectMatchesOrders({ search: 'Katherine J' });
    await expectMatchesOrders({ search: 'kjohnson' });
    expect(await direct({ search: 'kjohnson' })).toEqual([]);
  });

  it('when every event is delivered again, in reverse order, then the search and the export answer as before', async () => {
    const queries: Query[] = [{ search: 'lovelace' }, { search: 'example', status: 'processing' }, {}];
    for (const query of queries) await expectMatchesOrders(query);
    const ours = recorder.messages.filter((message) => message.value?.includes('"Order'));
    expect(ours.length).toBeGreaterThan(5);
    await t.bus.publish(
      [...ours].reverse().map((message) => ({
        topic: TOPICS.orderingOrders,
        key: message.key ?? '',
        value: message.value ?? '',
      })),
    );
    // A marker: once a new order shows, the consumer has read past the redelivered events of its partition.
    const marker = await placeOrder(await customer('Mary', 'Jackson', 'mary@nasa.example'));
    await expectMatchesOrders({ search: marker });
    for (const query of queries) await expectMatchesOrders(query);
  });

  it('when the projection crashes after moving the lists but before announcing the change, then the start-up sweep finishes it and every instance’s read model shows it once', async () => {
    const order = ada[2] as string;
    const crashing = {
      findOneAndUpdate: () => {
        throw new Error('crashed before announcing');
      },
    } as unknown as ReadModelFeedModel;
    const at = new Date(Date.now() + 60_000);
    await expect(
      applyDashboardChange({ ...t.ordering.dashboard, feed: crashing }, order, {
        kind: 'orderStatus',
        to: 'preparing',
        at,
      }),
    ).rejects.toThrow('crashed before announcing');
    expect(await finishPendingDashboardChanges(t.ordering.dashboard)).toBe(1);
    // The order itself is moved to match (its own event is older than the crash's change, so it changes nothing).
    await setStatus(order, 'preparing');
    const queries: Query[] = [
      { search: 'lovelace', status: 'preparing' },
      { status: 'preparing' },
      { search: 'lovelace' },
    ];
    for (const query of queries) await expectMatchesOrders(query);
    const counts = await t.api.get('/api/analytics/dashboard?period=last_7_days').set(admin());
    expect(counts.body.orders).toBe(await t.ordering.deps.orders.countDocuments());
  });

  it('when a late profile fills an order in while its OrderPlaced is being projected, then the search still finds it by the new email', async () => {
    // An order no event announces (a copy, so the live consumer never projects it): the test projects it itself.
    const source = await t.ordering.deps.orders.findById(grace).lean<OrderDocument>();
    if (!source) throw new Error('no order to copy');
    const _id = new Types.ObjectId();
    const orderId = _id.toHexString();
    await t.ordering.deps.orders.collection.insertOne({
      ...source,
      _id,
      reference: orderReference(orderId),
      userId: `late-${orderId}`,
      customerName: 'dvaughan',
      customerEmail: '',
      outbox: [],
      outboxPending: false,
    });
    // The projection's first read of the order is held until the profile has filled it in and asked for a
    // contactRead: the order it read is stale, and the row it is about to write has not been placed yet.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let staleRead = () => {};
    const readStale = new Promise<void>((resolve) => (staleRead = resolve));
    let first = true;
    const { orders } = t.ordering.dashboard;
    const gatedOrders = new Proxy(orders, {
      get(target, property, receiver) {
        if (property !== 'findById') return Reflect.get(target, property, receiver);
        return (id: string) => {
          const query = target.findById(id);
          if (!first) return query;
          first = false;
          const exec = query.exec.bind(query);
          return Object.assign(query, {
            exec: async () => {
              const stale = await exec();
              staleRead();
              await held;
              return stale;
            },
          });
        };
      },
    });
    const placed: OrderChange = {
      kind: 'placed',
      placedAt: source.orderedAt,
      deliveryDate: source.deliveryDate,
      totalPence: source.price.totalPence,
      orderStatus: 'processing',
      paymentStatus: 'pending',
    };
    const placing = applyDashboardChange({ ...t.ordering.dashboard, orders: gatedOrders }, orderId, placed);
    await readStale;
    const email = `dorothy.${orderId}@nasa.example`;
    await orders.updateOne({ _id }, { $set: { customerName: 'Dorothy Vaughan', customerEmail: email } });
    await rereadOrderContacts(t.ordering.dashboard, [orderId]);
    release();
    // The consumer retries a write that lost its race; so does the test.
    await placing.catch(() => applyDashboardChange(t.ordering.dashboard, orderId, placed));
    await expectMatchesOrders({ search: email });
    expect(await direct({ search: email })).toEqual([orderId]);
  });

  it('when the export is asked for by someone who is not an admin, then anonymous callers get 401 and customers 403', async () => {
    expect((await t.api.get('/api/admin/orders/export.csv')).status).toBe(401);
    expect((await t.api.get('/api/admin/orders/export.csv').set(t.customerToken().auth)).status).toBe(403);
  });
});
