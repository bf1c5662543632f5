import { TOPICS, adminUserListSchema, adminUserRowSchema, adminUserOrdersSchema } from '@mealbox/contracts';
import type { AdminUserRow } from '@mealbox/contracts';
import { createEvent, createKafkaEventBus } from '@mealbox/platform';
import type { EventBus } from '@mealbox/platform';
import { eventually, recordTopic, TEST_KAFKA } from '@mealbox/test-support';
import { Types } from 'mongoose';
import { bearer, clientAddress, logger, newCustomer, startTestIdentity } from '../test/identity-harness';
import type { TestIdentity } from '../test/identity-harness';

const ADMIN = { username: 'chief', password: 'staff-area-key-42', email: 'chief@mealbox.local' };

describe('identity staff area on the real MongoDB-wire server and Kafka', () => {
  let t: TestIdentity;
  let bus: EventBus;
  let recorder: Awaited<ReturnType<typeof recordTopic>>;
  let adminToken: string;
  let adminId: string;

  beforeAll(async () => {
    bus = await createKafkaEventBus({ ...TEST_KAFKA, clientId: 'identity-admin-test', logger });
    await bus.ensureTopics([TOPICS.identityUsers, TOPICS.orderingOrders, TOPICS.orderingCustomers]);
    recorder = await recordTopic(bus, TOPICS.identityUsers);
    t = await startTestIdentity({
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_EMAIL: ADMIN.email,
    });
    const signedIn = await signIn(ADMIN.username, ADMIN.password);
    expect(signedIn.status).toBe(200);
    adminToken = signedIn.body.access;
    adminId = JSON.parse(Buffer.from(adminToken.split('.')[1] ?? '', 'base64url').toString()).sub;
  });

  afterAll(async () => {
    await recorder.stop();
    await bus.close();
    await t.stop();
  });

  const signIn = (username: string, password: string) =>
    t.api.post('/auth/jwt/create/').set(clientAddress()).send({ username, password });
  const asAdmin = () => bearer(adminToken);

  async function customer(overrides: Record<string, unknown> = {}) {
    const body = newCustomer(overrides);
    const res = await t.api.post('/auth/users/').send(body);
    expect(res.status).toBe(201);
    return { ...body, id: res.body.id as string };
  }
  async function rowOf(username: string): Promise<AdminUserRow> {
    const res = await t.api.get('/api/admin/users/').query({ search: username }).set(asAdmin());
    expect(res.status).toBe(200);
    const row = (res.body.users as AdminUserRow[]).find((user) => user.username === username);
    if (!row) throw new Error(`no row for ${username}`);
    return row;
  }
  const eventsFor = (userId: string, type: string) =>
    recorder.messages
      .filter((message) => message.key === userId)
      .map((message) => JSON.parse(message.value ?? '{}'))
      .filter((event) => event.type === type);
  const snapshot = async (id: string) => {
    const {
      outbox: _o,
      outboxPending: _p,
      revision: _r,
      updatedAt: _u,
      ...user
    } = (await t.identity.admin.users.findById(id).lean()) ?? {};
    return user;
  };

  describe('the configured admin', () => {
    it('when identity first starts with ADMIN_* set, then that staff superuser exists and can use the admin check', async () => {
      const users = await t.identity.admin.users.find({ usernameKey: ADMIN.username }).lean();
      expect(users).toHaveLength(1);
      expect(users[0]).toMatchObject({
        email: ADMIN.email,
        isStaff: true,
        isSuperuser: true,
        isActive: true,
      });
      const check = await t.api.get('/api/admin-check/').set(asAdmin());
      expect(check.body).toEqual({ is_staff: true, is_superuser: true, id: adminId });
      await eventually(
        'UserRegistered for the admin',
        () => eventsFor(adminId, 'UserRegistered').length === 1,
      );
      expect(eventsFor(adminId, 'UserRegistered')[0].data).toMatchObject({
        username: ADMIN.username,
        isStaff: true,
      });
    });

    it('when identity restarts on the same database, then the admin is not created again', async () => {
      const second = await t.restart();
      await second.close();
      expect(await t.identity.admin.users.countDocuments({ usernameKey: ADMIN.username })).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(eventsFor(adminId, 'UserRegistered')).toHaveLength(1);
    });
  });

  describe('access', () => {
    it('when anonymous or a customer calls any admin endpoint, then 401 or 403 and nothing changes', async () => {
      const someone = await customer();
      const { access } = (await signIn(someone.username, someone.password)).body;
      const before = await snapshot(someone.id);
      const calls = [
        (auth: Record<string, string>) => t.api.get('/api/admin/users/').set(auth),
        (auth: Record<string, string>) => t.api.get(`/api/admin/users/${someone.id}/orders/`).set(auth),
        (auth: Record<string, string>) =>
          t.api.patch(`/api/admin/users/${someone.id}/`).set(auth).send({ is_staff: true }),
        (auth: Record<string, string>) => t.api.post(`/api/admin/users/${someone.id}/deactivate/`).set(auth),
        (auth: Record<string, string>) => t.api.post(`/api/admin/users/${someone.id}/activate/`).set(auth),
      ];
      for (const call of calls) {
        const anonymous = await call({});
        expect(anonymous.status).toBe(401);
        expect(anonymous.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect((await call(bearer(access))).status).toBe(403);
      }
      expect(await snapshot(someone.id)).toEqual(before);
    });

    it('when a staff user who is not a superuser calls the admin list, then 403', async () => {
      const staff = await customer();
      expect(
        (await t.api.patch(`/api/admin/users/${staff.id}/`).set(asAdmin()).send({ is_staff: true })).status,
      ).toBe(200);
      const { access } = (await signIn(staff.username, staff.password)).body;
      expect((await t.api.get('/api/admin/users/').set(bearer(access))).status).toBe(403);
    });
  });

  describe('the user list', () => {
    it('when searched, filtered and paged, then the right rows come back newest first with every spec field', async () => {
      const marker = `Zq${Date.now().toString(36)}`;
      const made = [];
      for (let i = 0; i < 3; i++) made.push(await customer({ last_name: `${marker}-${i}` }));
      const all = await t.api.get('/api/admin/users/').query({ search: marker.toLowerCase() }).set(asAdmin());
      expect(all.status).toBe(200);
      const list = adminUserListSchema.parse(all.body);
      expect(list.users.map((user) => user.username)).toEqual(made.map((user) => user.username).reverse());
      expect(list.pagination).toEqual({ total: 3, page: 1, page_size: 10, total_pages: 1 });
      for (const row of list.users) {
        expect(adminUserRowSchema.strict().parse(row)).toMatchObject({
          is_active: true,
          last_login: null,
          completed_orders: 0,
          order_count: 0,
          phone_number: null,
          is_staff: false,
        });
      }

      const page2 = await t.api
        .get('/api/admin/users/')
        .query({ search: marker, page: 2, page_size: 2 })
        .set(asAdmin());
      expect(page2.body.users.map((user: AdminUserRow) => user.username)).toEqual([made[0]?.username]);
      expect(page2.body.pagination).toEqual({ total: 3, page: 2, page_size: 2, total_pages: 2 });

      await t.api.post(`/api/admin/users/${made[1]?.id}/deactivate/`).set(asAdmin());
      const inactive = await t.api
        .get('/api/admin/users/')
        .query({ search: marker, status: 'inactive' })
        .set(asAdmin());
      expect(inactive.body.users.map((user: AdminUserRow) => user.id)).toEqual([made[1]?.id]);
      const active = await t.api
        .get('/api/admin/users/')
        .query({ search: marker, status: 'active' })
        .set(asAdmin());
      expect(active.body.pagination.total).toBe(2);

      const byEmail = await t.api
        .get('/api/admin/users/')
        .query({ search: made[2]?.email.toUpperCase() })
        .set(asAdmin());
      expect(byEmail.body.users.map((user: AdminUserRow) => user.id)).toEqual([made[2]?.id]);
    });

    it('when the search holds regex characters or operators, then it is plain text', async () => {
      const res = await t.api.get('/api/admin/users/').query({ search: '.*' }).set(asAdmin());
      expect(res.status).toBe(200);
      expect(res.body.users).toEqual([]);
      // The simple query parser keeps `search[$ne]` as a literal, unknown parameter: no operator reaches a query.
      const injected = await t.api.get('/api/admin/users/?search[$ne]=x').set(asAdmin());
      expect(injected.status).toBe(200);
      const unfiltered = await t.api.get('/api/admin/users/').set(asAdmin());
      expect(injected.body.pagination.total).toBe(unfiltered.body.pagination.total);
    });

    it('when paging values are out of range or the status unknown, then 400 names them', async () => {
      for (const [query, field] of [
        [{ page_size: 101 }, 'page_size'],
        [{ page_size: 0 }, 'page_size'],
        [{ page: 0 }, 'page'],
        [{ page: 'two' }, 'page'],
        [{ page: -1 }, 'page'],
        [{ page: 1.5 }, 'page'],
        [{ page: '99999999999999999999' }, 'page'],
        [{ status: 'banned' }, 'status'],
      ] as const) {
        const res = await t.api.get('/api/admin/users/').query(query).set(asAdmin());
        expect(res.status).toBe(400);
        expect(Object.keys(res.body.errors)).toEqual([field]);
      }
      const max = await t.api.get('/api/admin/users/').query({ page_size: 100 }).set(asAdmin());
      expect(max.status).toBe(200);
    });

    it('when the search is a first name, in any case, then it finds the users with that first name', async () => {
      const firstName = `Zf${Date.now().toString(36)}`;
      const named = await customer({ first_name: firstName });
      await customer();
      const res = await t.api
        .get('/api/admin/users/')
        .query({ search: firstName.toUpperCase() })
        .set(asAdmin());
      expect(res.status).toBe(200);
      expect(res.body.users.map((user: AdminUserRow) => user.id)).toEqual([named.id]);
      expect(res.body.users[0].first_name).toBe(firstName);
    });

    it('when a user signs in, then their row shows last_login', async () => {
      const someone = await customer();
      expect((await rowOf(someone.username)).last_login).toBeNull();
      await signIn(someone.username, someone.password);
      expect(Date.parse((await rowOf(someone.username)).last_login ?? '')).toBeGreaterThan(
        Date.now() - 60_000,
      );
    });
  });

  describe('editing', () => {
    it('when staff edit names, email and role, then the row changes and UserUpdated is published', async () => {
      const someone = await customer();
      const res = await t.api
        .patch(`/api/admin/users/${someone.id}/`)
        .set(asAdmin())
        .send({ first_name: 'Augusta', last_name: 'King', email: `AK-${someone.email}`, is_staff: true });
      expect(res.status).toBe(200);
      expect(adminUserRowSchema.strict().parse(res.body)).toMatchObject({
        id: someone.id,
        first_name: 'Augusta',
        last_name: 'King',
        email: `ak-${someone.email}`,
        is_staff: true,
      });
      await eventually('UserUpdated', () => eventsFor(someone.id, 'UserUpdated').length === 1);
      expect(eventsFor(someone.id, 'UserUpdated')[0].data).toEqual({
        userId: someone.id,
        username: someone.username,
        email: `ak-${someone.email}`,
        firstName: 'Augusta',
        lastName: 'King',
        isStaff: true,
      });
    });

    it('when an edit is invalid, then 400 names the field and nothing changes', async () => {
      const someone = await customer();
      const other = await customer();
      const before = await snapshot(someone.id);
      for (const [body, field] of [
        [{ email: other.email }, 'email'],
        [{ email: 'not-an-email' }, 'email'],
        [{ email: { $ne: null } }, 'email'],
        [{ is_superuser: true }, 'is_superuser'],
        [{ password: 'new-password-1' }, 'password'],
        [{ is_staff: 'yes' }, 'is_staff'],
        [{ first_name: 'x'.repeat(151) }, 'first_name'],
        [{ last_name: '' }, 'last_name'],
      ] as const) {
        const res = await t.api.patch(`/api/admin/users/${someone.id}/`).set(asAdmin()).send(body);
        expect(res.status).toBe(400);
        expect(Object.keys(res.body.errors)).toEqual([field]);
      }
      expect(await snapshot(someone.id)).toEqual(before);
      expect(eventsFor(someone.id, 'UserUpdated')).toEqual([]);
    });

    it('when the user id is unknown or malformed, then every admin endpoint answers 404', async () => {
      for (const id of [new Types.ObjectId().toHexString(), 'not-an-id']) {
        expect((await t.api.get(`/api/admin/users/${id}/orders/`).set(asAdmin())).status).toBe(404);
        expect(
          (await t.api.patch(`/api/admin/users/${id}/`).set(asAdmin()).send({ first_name: 'X' })).status,
        ).toBe(404);
        expect((await t.api.post(`/api/admin/users/${id}/activate/`).set(asAdmin())).status).toBe(404);
        expect((await t.api.post(`/api/admin/users/${id}/deactivate/`).set(asAdmin())).status).toBe(404);
      }
    });

    it('when an admin tries to deactivate themselves or drop their own staff flag, then 409 and nothing changes', async () => {
      const before = await snapshot(adminId);
      expect((await t.api.post(`/api/admin/users/${adminId}/deactivate/`).set(asAdmin())).status).toBe(409);
      expect(
        (await t.api.patch(`/api/admin/users/${adminId}/`).set(asAdmin()).send({ is_staff: false })).status,
      ).toBe(409);
      expect(await snapshot(adminId)).toEqual(before);
    });
  });

  describe('activation', () => {
    it('when a customer is deactivated, then sign-in, refresh and their token stop working, and UserDeactivated is published', async () => {
      const someone = await customer();
      const { access, refresh } = (await signIn(someone.username, someone.password)).body;
      const res = await t.api.post(`/api/admin/users/${someone.id}/deactivate/`).set(asAdmin());
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: someone.id, is_active: false });

      const again = await signIn(someone.username, someone.password);
      expect(again.status).toBe(401);
      expect(again.body.detail).toBe('No active account found with the given credentials.');
      expect((await t.api.post('/auth/jwt/refresh/').send({ refresh })).status).toBe(401);
      expect((await t.api.get('/auth/users/me/').set(bearer(access))).status).toBe(401);
      await eventually('UserDeactivated', () => eventsFor(someone.id, 'UserDeactivated').length === 1);

      // deactivating again changes nothing and publishes nothing more
      expect((await t.api.post(`/api/admin/users/${someone.id}/deactivate/`).set(asAdmin())).status).toBe(
        200,
      );

      const back = await t.api.post(`/api/admin/users/${someone.id}/activate/`).set(asAdmin());
      expect(back.body).toMatchObject({ id: someone.id, is_active: true });
      expect((await signIn(someone.username, someone.password)).status).toBe(200);
      await eventually('UserActivated', () => eventsFor(someone.id, 'UserActivated').length === 1);
      expect(eventsFor(someone.id, 'UserDeactivated')).toHaveLength(1);
      expect(eventsFor(someone.id, 'UserActivated')[0].data).toEqual({ userId: someone.id });
    });

    it('when staff edit and toggle one user in quick succession, then every change sticks and each is announced', async () => {
      const someone = await customer();
      await t.api.patch(`/api/admin/users/${someone.id}/`).set(asAdmin()).send({ first_name: 'One' });
      await t.api.post(`/api/admin/users/${someone.id}/deactivate/`).set(asAdmin());
      await t.api.patch(`/api/admin/users/${someone.id}/`).set(asAdmin()).send({ last_name: 'Two' });
      await t.api.post(`/api/admin/users/${someone.id}/activate/`).set(asAdmin());
      await t.api.post(`/api/admin/users/${someone.id}/deactivate/`).set(asAdmin());
      const row = await rowOf(someone.username);
      expect(row).toMatchObject({ first_name: 'One', last_name: 'Two', is_active: false });
      // Registration, the five changes, and a UserAccessRevoked with each of the two deactivations.
      const types = await eventually('all eight events', () => {
        const seen = recorder.messages
          .filter((message) => message.key === someone.id)
          .map((message) => JSON.parse(message.value ?? '{}').type as string);
        return seen.length === 8 ? seen : undefined;
      });
      expect(types.filter((type) => type === 'UserAccessRevoked')).toHaveLength(2);
    });
  });

  describe('orders and phone numbers from ordering events', () => {
    const publish = (topic: string, key: string, event: object) =>
      bus.publish([{ topic, key, value: JSON.stringify(event) }]);
    const origin = { producer: 'ordering', correlationId: 'identity-admin-test' };

    it('when orders are placed, change status (twice, and out of order) and the customer gives a phone, then the row and order list add up', async () => {
      const someone = await customer();
      const [first, second] = [new Types.ObjectId().toHexString(), new Types.ObjectId().toHexString()];
      const placed = createEvent(
        'OrderPlaced',
        {
          orderId: first,
          userId: someone.id,
          customerId: 'c1',
          totalPence: 5999,
          deliveryDate: '2025-03-10',
          placedAt: '2025-03-01T10:00:00.000Z',
          orderStatus: 'processing',
          paymentStatus: 'pending',
        },
        origin,
      );
      const delivered = createEvent(
        'OrderStatusChanged',
        {
          orderId: first,
          userId: someone.id,
          from: 'out_for_delivery',
          to: 'delivered',
          changedAt: '2025-03-10T12:00:00.000Z',
        },
        origin,
      );
      const staleStatus = createEvent(
        'OrderStatusChanged',
        {
          orderId: first,
          userId: someone.id,
          from: 'processing',
          to: 'preparing',
          changedAt: '2025-03-02T09:00:00.000Z',
        },
        origin,
      );
      const paid = createEvent(
        'OrderPaymentStatusChanged',
        {
          orderId: first,
          userId: someone.id,
          from: 'pending',
          to: 'completed',
          changedAt: '2025-03-01T10:05:00.000Z',
        },
        origin,
      );
      // The second order's status change arrives before the order itself.
      const earlyStatus = createEvent(
        'OrderStatusChanged',
        {
          orderId: second,
          userId: someone.id,
          from: 'processing',
          to: 'preparing',
          changedAt: '2025-03-05T09:00:00.000Z',
        },
        origin,
      );
      const secondPlaced = createEvent(
        'OrderPlaced',
        {
          orderId: second,
          userId: someone.id,
          customerId: 'c1',
          totalPence: 8999,
          deliveryDate: '2025-03-12',
          placedAt: '2025-03-04T08:30:00.000Z',
          orderStatus: 'processing',
          paymentStatus: 'completed',
        },
        origin,
      );
      const phone = createEvent(
        'CustomerUpdated',
        { customerId: 'c1', userId: someone.id, phoneNumber: '07700 900123' },
        origin,
      );
      for (const event of [placed, placed, paid, delivered, delivered, staleStatus]) {
        await publish(TOPICS.orderingOrders, first, event);
      }
      await publish(TOPICS.orderingOrders, second, earlyStatus);
      await publish(TOPICS.orderingOrders, second, secondPlaced);
      await publish(TOPICS.orderingCustomers, 'c1', phone);

      // The two orders' events may sit on different partitions: wait for every figure, not just the count.
      const row = await eventually('the projection to catch up', async () => {
        const current = await rowOf(someone.username);
        const caughtUp = current.order_count === 2 && current.completed_orders === 1 && current.phone_number;
        return caughtUp ? current : undefined;
      });
      expect(row).toMatchObject({ order_count: 2, completed_orders: 1, phone_number: '07700 900123' });

      const orders = await t.api.get(`/api/admin/users/${someone.id}/orders/`).set(asAdmin());
      expect(orders.status).toBe(200);
      expect(adminUserOrdersSchema.parse(orders.body).orders).toEqual([
        {
          id: second,
          ordered_at: '2025-03-04T08:30:00.000Z',
          delivery_date: '2025-03-12',
          total_amount: '89.99',
          order_status: 'preparing',
          payment_status: 'completed',
        },
        {
          id: first,
          ordered_at: '2025-03-01T10:00:00.000Z',
          delivery_date: '2025-03-10',
          total_amount: '59.99',
          order_status: 'delivered',
          payment_status: 'completed',
        },
      ]);
      expect(orders.body.pagination).toEqual({ total: 2, page: 1, page_size: 50, total_pages: 1 });
    });

    it('when an unpaid order is re-priced and rescheduled and OrderPlaced is then redelivered, then the list keeps the new total and date', async () => {
      const someone = await customer();
      const orderId = new Types.ObjectId().toHexString();
      const placed = createEvent(
        'OrderPlaced',
        {
          orderId,
          userId: someone.id,
          customerId: 'c2',
          totalPence: 7599,
          deliveryDate: '2025-04-10',
          placedAt: '2025-04-01T10:00:00.000Z',
          orderStatus: 'processing',
          paymentStatus: 'pending',
        },
        origin,
      );
      const repriced = createEvent(
        'OrderRepriced',
        {
          orderId,
          userId: someone.id,
          previousTotalPence: 7599,
          totalPence: 6599,
          discountCode: 'CHEF24',
          repricedAt: '2025-04-01T10:02:00.000Z',
        },
        origin,
      );
      const rescheduled = createEvent(
        'OrderRescheduled',
        {
          orderId,
          userId: someone.id,
          from: '2025-04-10',
          to: '2025-04-11',
          changedAt: '2025-04-01T10:03:00.000Z',
        },
        origin,
      );
      for (const event of [placed, repriced, rescheduled, placed]) {
        await publish(TOPICS.orderingOrders, orderId, event);
      }
      // A marker after the redelivery: once it shows, every earlier event on the partition has been applied.
      const paid = createEvent(
        'OrderPaymentStatusChanged',
        {
          orderId,
          userId: someone.id,
          from: 'pending',
          to: 'completed',
          changedAt: '2025-04-01T10:05:00.000Z',
        },
        origin,
      );
      await publish(TOPICS.orderingOrders, orderId, paid);

      const [order] = await eventually('the projection to catch up', async () => {
        const res = await t.api.get(`/api/admin/users/${someone.id}/orders/`).set(asAdmin());
        const rows = adminUserOrdersSchema.parse(res.body).orders;
        return rows[0]?.payment_status === 'completed' ? rows : undefined;
      });
      expect(order).toMatchObject({ id: orderId, total_amount: '65.99', delivery_date: '2025-04-11' });
    });

    it("when a user's orders are asked for with paging values out of range, then 400 names them", async () => {
      const someone = await customer();
      const ordersOf = (query: Record<string, unknown>) =>
        t.api.get(`/api/admin/users/${someone.id}/orders/`).query(query).set(asAdmin());
      for (const [query, field] of [
        [{ page_size: 101 }, 'page_size'],
        [{ page_size: 0 }, 'page_size'],
        [{ page_size: 'all' }, 'page_size'],
        [{ page: 0 }, 'page'],
        [{ page: -1 }, 'page'],
        [{ page: 1.5 }, 'page'],
        [{ page: 'two' }, 'page'],
        [{ page: '99999999999999999999' }, 'page'],
      ] as const) {
        const res = await ordersOf(query);
        expect(res.status).toBe(400);
        expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
        expect(Object.keys(res.body.errors)).toEqual([field]);
      }
      // The largest page still in range is past the end: an empty page, not a database error.
      const farthest = await ordersOf({ page: Number.MAX_SAFE_INTEGER, page_size: 100 });
      expect(farthest.status).toBe(200);
      expect(farthest.body).toEqual({
        orders: [],
        pagination: { total: 0, page: Number.MAX_SAFE_INTEGER, page_size: 100, total_pages: 1 },
      });
    });

    it('when a user has no orders, then the list is empty', async () => {
      const someone = await customer();
      const orders = await t.api.get(`/api/admin/users/${someone.id}/orders/`).set(asAdmin());
      expect(orders.body.orders).toEqual([]);
    });
  });
});
