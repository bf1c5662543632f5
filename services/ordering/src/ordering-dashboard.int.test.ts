import { randomUUID } from 'node:crypto';
import { TOPICS, penceToDecimal } from '@mealbox/contracts';
import type { PaymentRefundedData } from '@mealbox/contracts';
import { createEvent } from '@mealbox/platform';
import { eventually, recordTopic } from '@mealbox/test-support';
import { backfillMarkerModel } from './shared/data/backfill-marker-model';
import type { OrderDocument } from './orders/data/order-model';
import { readModelSnapshotModel } from './reporting/data/read-model-snapshot-model';
import type { ReportRowsDocument, ReportRowsModel } from './reporting/data/report-row-model';
import {
  DASHBOARD_PROJECTION_MARKER,
  rebuildDashboardProjection,
} from './reporting/domain/dashboard-rebuild';
import { addDays, londonDate } from '@mealbox/contracts/london-calendar';
import { FEED_ID } from './reporting/domain/read-model-feed';
import { ReadModelFollower } from './reporting/domain/read-model-follower';
import { StaffReadModel } from './reporting/domain/staff-read-model';
import { toOrderSummaryDto } from './orders/http/order-dto';
import { ADDRESS, deliveryDays, logger, startTestOrdering } from '../test/ordering-harness';
import type { TestOrdering } from '../test/ordering-harness';
import { mealsInOrdering } from '../test/meals-in-ordering';

type Auth = Record<string, string>;

describe('the staff dashboard, fed by ordering’s own events, on the real MongoDB-wire server and Kafka', () => {
  let t: TestOrdering;
  let recorder: Awaited<ReturnType<typeof recordTopic>>;
  let meals: Record<string, string>;

  beforeAll(async () => {
    t = await startTestOrdering();
    recorder = await recordTopic(t.bus, TOPICS.orderingOrders);
    meals = await mealsInOrdering(t, {
      stew: { name: 'Beef Stew' },
      curry: { name: 'Chickpea Curry', is_vegan: true },
      salad: { name: 'Quinoa Salad', is_vegan: true },
    });
  });

  afterAll(async () => {
    await recorder.stop();
    await t.stop();
  });

  const dashboard = (auth: Auth, query = 'period=last_7_days') =>
    t.api.get(`/api/analytics/dashboard?${query}`).set(auth);

  /** A customer's order of 6 meals, with the given meals chosen. */
  async function placeOrder(
    choice: Record<string, number>,
  ): Promise<{ id: string; auth: Auth; userId: string }> {
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
    for (const [meal, quantity] of Object.entries(choice)) {
      const item = await t.api
        .post('/api/orderitems/')
        .set(auth)
        .send({ order_id: order.body.id, meal_id: meals[meal], quantity });
      expect(item.status).toBe(201);
    }
    return { id: order.body.id as string, auth, userId };
  }
  const markPaid = async (id: string) =>
    expect(
      (await t.api.patch(`/api/orders/${id}/`).set(t.adminAuth()).send({ payment_status: 'completed' }))
        .status,
    ).toBe(200);
  const setStatus = async (id: string, order_status: string) =>
    expect(
      (await t.api.patch(`/api/orders/${id}/update_order_status/`).set(t.adminAuth()).send({ order_status }))
        .status,
    ).toBe(200);
  async function refund(id: string, userId: string) {
    expect(
      (await t.api.patch(`/api/orders/${id}/`).set(t.adminAuth()).send({ payment_status: 'refunded' }))
        .status,
    ).toBe(202);
    const data: PaymentRefundedData = {
      orderId: id,
      userId,
      amountPence: 0,
      provider: 'local',
      refundId: `re_${randomUUID()}`,
      refundedAt: new Date().toISOString(),
    };
    const event = createEvent('PaymentRefunded', data, { producer: 'payment', correlationId: randomUUID() });
    await t.bus.publish([{ topic: TOPICS.paymentPayments, key: id, value: JSON.stringify(event) }]);
  }

  /** The same figures computed straight from the orders, with rules written out again here. */
  async function direct() {
    const orders = await t.ordering.deps.orders.find().lean<OrderDocument[]>();
    const today = londonDate(new Date());
    const inPeriod = orders.filter((order) => londonDate(order.orderedAt) <= today);
    const paid = inPeriod.filter((order) => order.paymentStatus === 'completed');
    const refunded = inPeriod.filter((order) => order.paymentStatus === 'refunded');
    const sum = (list: OrderDocument[]) => list.reduce((total, order) => total + order.price.totalPence, 0);
    const quantities = new Map<string, number>();
    for (const order of paid.filter((o) => o.orderStatus !== 'cancelled'))
      for (const item of order.items)
        quantities.set(item.mealId, (quantities.get(item.mealId) ?? 0) + item.quantity);
    const month = today.slice(0, 7);
    return {
      revenue: penceToDecimal(sum(paid)),
      refunds: penceToDecimal(sum(refunded)),
      gross_revenue: penceToDecimal(sum(paid) + sum(refunded)),
      average_sale: penceToDecimal(paid.length ? sum(paid) / paid.length : 0),
      orders: inPeriod.length,
      paid_orders: paid.length,
      refunded_orders: refunded.length,
      cancelled_orders: inPeriod.filter((order) => order.orderStatus === 'cancelled').length,
      top: [...quantities]
        .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
        .map(([id, quantity]) => [id, quantity]),
      thisMonth: {
        month,
        received: orders.filter((order) => londonDate(order.orderedAt).startsWith(month)).length,
        served: orders.filter(
          (order) =>
            order.orderStatus === 'delivered' &&
            order.deliveryDate.startsWith(month) &&
            order.deliveryDate <= today,
        ).length,
      },
    };
  }
  const figuresOf = (
    body: Record<string, unknown> & {
      top_meals: { meal_id: string; quantity: number }[];
      monthly: unknown[];
    },
  ) => ({
    revenue: body.revenue,
    refunds: body.refunds,
    gross_revenue: body.gross_revenue,
    average_sale: body.average_sale,
    orders: body.orders,
    paid_orders: body.paid_orders,
    refunded_orders: body.refunded_orders,
    cancelled_orders: body.cancelled_orders,
    top: body.top_meals.map((meal) => [meal.meal_id, meal.quantity]),
    thisMonth: body.monthly.at(-1),
  });
  /** Waits until the projection has caught up with the orders, then answers the dashboard's body. */
  async function settled() {
    const expected = await direct();
    const admin = t.adminAuth();
    let last: unknown;
    await eventually(
      'the dashboard to match the orders',
      async () => {
        const answer = await dashboard(admin);
        last = figuresOf(answer.body);
        return JSON.stringify(last) === JSON.stringify(expected) ? answer.body : false;
      },
      15_000,
    ).catch((error: Error) => {
      throw new Error(
        `${error.message}\nexpected ${JSON.stringify(expected)}\nlast     ${JSON.stringify(last)}`,
      );
    });
    return { expected, body: (await dashboard(admin)).body };
  }

  it('when orders are placed, paid, cancelled after payment, delivered and refunded, then the figures equal a direct computation over the orders', async () => {
    const unpaid = await placeOrder({ stew: 2 });
    const paid = await placeOrder({ stew: 4, curry: 2 });
    const cancelledAfterPaying = await placeOrder({ salad: 6 });
    const delivered = await placeOrder({ curry: 3, salad: 3 });
    const refunded = await placeOrder({ stew: 6 });
    for (const order of [paid, cancelledAfterPaying, delivered, refunded]) await markPaid(order.id);
    await setStatus(cancelledAfterPaying.id, 'cancelled');
    for (const status of ['preparing', 'ready', 'out_for_delivery', 'delivered'])
      await setStatus(delivered.id, status);
    await refund(refunded.id, refunded.userId);
    await eventually('the refund to be applied', async () => {
      const order = await t.api.get(`/api/orders/${refunded.id}/`).set(refunded.auth);
      return order.body.payment_status === 'refunded';
    });
    expect(unpaid.id).toBeTruthy();

    const { expected, body } = await settled();
    expect(expected).toMatchObject({ orders: 5, paid_orders: 3, refunded_orders: 1, cancelled_orders: 1 });
    expect(body.top_meals.map((meal: { name: string }) => meal.name)).toEqual([
      'Chickpea Curry',
      'Beef Stew',
      'Quinoa Salad',
    ]);
    expect(body.period).toMatchObject({ period: 'last_7_days', end_date: londonDate(new Date()) });
    expect(body.monthly).toHaveLength(12);
  });

  it('when every event is delivered again, in reverse order, then the figures do not change', async () => {
    const before = await settled();
    const ours = recorder.messages.filter((message) => message.value?.includes('"Order'));
    expect(ours.length).toBeGreaterThan(10);
    await t.bus.publish(
      [...ours].reverse().map((message) => ({
        topic: TOPICS.orderingOrders,
        key: message.key ?? '',
        value: message.value ?? '',
      })),
    );
    // A marker: once a new order shows, the consumer has read past the redelivered events of its partition.
    await placeOrder({ stew: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const after = await settled();
    expect(after.body.orders).toBe(before.body.orders + 1);
    expect({ ...figuresOf(after.body), orders: 0, thisMonth: null }).toEqual({
      ...figuresOf(before.body),
      orders: 0,
      thisMonth: null,
    });
  });

  /** The order report's pages for `query`, computed straight from the orders: filter, newest first, page. */
  async function directReport(query: { status?: string; start_date?: string; end_date?: string }) {
    const orders = await t.ordering.deps.orders.find().lean<OrderDocument[]>();
    return orders
      .filter((order) => !query.status || order.orderStatus === query.status)
      .filter((order) => !query.start_date || londonDate(order.orderedAt) >= query.start_date)
      .filter((order) => !query.end_date || londonDate(order.orderedAt) <= query.end_date)
      .sort(
        (a, b) =>
          b.orderedAt.getTime() - a.orderedAt.getTime() ||
          b._id.toHexString().localeCompare(a._id.toHexString()),
      )
      .map(toOrderSummaryDto);
  }

  /**
   * Every page of the report for `query` (no search: read from the report's index and the rows held in memory)
   * equals the direct answer, every field of every order as the order itself shows it.
   */
  async function expectReportMatchesOrders(query: Record<string, string>, pageSize: number) {
    const expected = await directReport(query);
    const pages = Math.max(1, Math.ceil(expected.length / pageSize));
    for (let page = 1; page <= pages + 1; page++) {
      const want = { orders: expected.slice((page - 1) * pageSize, page * pageSize), total: expected.length };
      let got: unknown;
      await eventually(
        `report page ${page} of ${JSON.stringify(query)}`,
        async () => {
          const res = await t.api
            .get('/api/admin/orders/')
            .query({ ...query, page, page_size: pageSize })
            .set(t.adminAuth());
          got = { orders: res.body.orders, total: res.body.pagination.total };
          return JSON.stringify(got) === JSON.stringify(want);
        },
        10_000,
      ).catch((error: Error) => {
        throw new Error(
          `${error.message}\nexpected ${JSON.stringify(want)}\ngot      ${JSON.stringify(got)}`,
        );
      });
    }
  }

  const today = () => londonDate(new Date());
  const reportQueries = (): Record<string, string>[] => [
    {},
    { status: 'processing' },
    { status: 'preparing' },
    { status: 'ready' },
    { status: 'cancelled' },
    { status: 'delivered' },
    { start_date: today(), end_date: today() },
    { status: 'processing', start_date: today() },
    { end_date: addDays(today(), -1) },
    { start_date: addDays(today(), 1) },
  ];

  it('when orders move through their statuses, then every page of the report filtered by status and day equals a direct query of the orders', async () => {
    const made = [];
    for (let i = 0; i < 5; i++) made.push(await placeOrder({ stew: 6 }));
    const [a, b, c, d] = made;
    await setStatus(a!.id, 'preparing');
    await setStatus(b!.id, 'preparing');
    await setStatus(b!.id, 'ready');
    await setStatus(c!.id, 'cancelled');
    await markPaid(d!.id);
    for (const query of reportQueries())
      for (const pageSize of [2, 10]) await expectReportMatchesOrders(query, pageSize);
  });

  it('when the projection is rebuilt from the orders (its marker removed), then the dashboard and every report page answer as before', async () => {
    const before = await settled();
    const markers = backfillMarkerModel(t.ordering.deps.orders.db);
    await markers.deleteOne({ _id: DASHBOARD_PROJECTION_MARKER });
    const read = await rebuildDashboardProjection({ ...t.ordering.dashboard, markers, logger });
    expect(read).toBe(await t.ordering.deps.orders.countDocuments());
    expect(await rebuildDashboardProjection({ ...t.ordering.dashboard, markers, logger })).toBeNull();
    const after = await settled();
    expect(figuresOf(after.body)).toEqual(figuresOf(before.body));
    for (const query of reportQueries()) await expectReportMatchesOrders(query, 3);

    // Changes after the rebuild still move the figures and the lists.
    const later = await placeOrder({ curry: 6 });
    await setStatus(later.id, 'preparing');
    await settled();
    await expectReportMatchesOrders({ status: 'preparing' }, 10);
  });

  it('when the report’s rows were written before they kept the order’s plan, then a page reads those orders once and shows them as before', async () => {
    const { reportRows, feed } = t.ordering.dashboard;
    const days = await reportRows.find().lean<ReportRowsDocument[]>();
    for (const day of days)
      await reportRows.replaceOne(
        { _id: day._id },
        {
          entries: day.entries.map(
            ({ customer: _c, protein: _p, size: _s, meals: _m, subscription: _sub, ...bare }) => bare,
          ),
        },
      );
    const anOrder = days[0]!.entries[0]!.id;
    // A new epoch: the read model loads the rows as they now are.
    await feed.updateOne({ _id: FEED_ID }, { $set: { epoch: randomUUID() } });
    await eventually('the rows reloaded without their plans', () =>
      Promise.resolve(t.ordering.readModel.row(anOrder)?.customer === undefined),
    );
    for (const query of reportQueries()) await expectReportMatchesOrders(query, 4);
    expect(t.ordering.readModel.row(anOrder)?.customer).toBeDefined();
  });

  it('when a snapshot of the rows is current, then a new read model loads it instead of the rows documents and answers alike', async () => {
    const snapshots = readModelSnapshotModel(t.ordering.deps.orders.db);
    await eventually('a snapshot of the rows', async () =>
      Boolean(await snapshots.exists({ _id: 'current' })),
    );
    // Changes after the snapshot are taken from the feed.
    const later = await placeOrder({ curry: 6 });
    await setStatus(later.id, 'preparing');
    await expectReportMatchesOrders({ status: 'preparing' }, 10);
    const noRows = {
      find: () => {
        throw new Error('the rows documents were read');
      },
    } as unknown as ReportRowsModel;
    const follower = new ReadModelFollower(
      { ...t.ordering.dashboard, reportRows: noRows, logger, snapshots },
      new StaffReadModel(),
    );
    await follower.reload();
    const statuses = [
      'processing',
      'preparing',
      'ready',
      'out_for_delivery',
      'delivered',
      'cancelled',
    ] as const;
    // Without the plans: those a page filled in (the test before) are in no snapshot taken earlier.
    const page = (model: StaffReadModel) => {
      const { ids, total } = model.reportPage(statuses, undefined, undefined, 0, 50);
      const rows = ids.map((id) => model.row(id));
      return {
        total,
        rows: rows.map((row) => row && { ...row, customer: 0, protein: 0, size: 0, meals: 0 }),
      };
    };
    expect(page(follower.model)).toEqual(page(t.ordering.readModel));
    expect(follower.model.row(later.id)?.status).toBe('preparing');
    await follower.stop();
  });

  it('when someone who is not an admin asks, then anonymous callers get 401 and customers 403', async () => {
    expect((await t.api.get('/api/analytics/dashboard')).status).toBe(401);
    expect((await dashboard(t.customerToken().auth)).status).toBe(403);
  });

  it('when the query is not valid, then the answer is 400 naming the field', async () => {
    const admin = t.adminAuth();
    const cases: [string, string][] = [
      ['period=yesterday', 'period'],
      ['period=last_7_days&start_date=2025-01-01', 'start_date'],
      ['period=custom&start_date=2025-01-01', 'end_date'],
      ['period=custom&start_date=2025-02-01&end_date=2025-01-01', 'end_date'],
      ['period=custom&start_date=2025-02-30&end_date=2025-03-01', 'start_date'],
      ['period=custom&start_date=2020-01-01&end_date=2025-01-01', 'end_date'],
      ['period=custom&start_date=2025-01-01&end_date=2999-01-01', 'end_date'],
      ['period=last_7_days&period=last_30_days', 'period'],
      ['perod=last_7_days', 'non_field_errors'],
    ];
    for (const [query, field] of cases) {
      const answer = await dashboard(admin, query);
      expect({ query, status: answer.status }).toEqual({ query, status: 400 });
      expect(Object.keys(answer.body.errors ?? {})).toContain(field);
    }
    const custom = await dashboard(admin, 'period=custom&start_date=2025-01-01&end_date=2025-01-31');
    expect(custom.status).toBe(200);
    expect(custom.body.monthly.at(-1)).toEqual({ month: '2025-01', received: 0, served: 0 });
  });
});
