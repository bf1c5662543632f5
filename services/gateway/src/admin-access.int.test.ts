import { requireAdmin } from '@mealbox/platform';
import { eventually } from '@mealbox/test-support';
import { startStack, E2E_ADMIN, type ServiceName, type Stack } from '../../../e2e/support/stack';
import { newTestUser, registerThroughApi, tokensThroughApi } from '../../../e2e/support/identity';
import { placeOrderThroughApi } from '../../../e2e/support/ordering';
import { ADMIN_FIELDS, ADMIN_ROUTES, type AdminRoute, type SampleIds } from '../test/admin-route-table';
import { listRoutes } from '../test/express-routes';
import { loadGatewayConfig } from './config';
import { buildRouteTable, matchRoute } from './routing/route-table';

const SERVICES: readonly ServiceName[] = ['identity', 'catalogue', 'ordering', 'payment', 'notifications'];
const key = (route: { method: string; pattern?: string; path?: string }) =>
  `${route.method} ${route.pattern ?? route.path}`;

/**
 * The staff area's locks, tried on the whole composed system (every service in-process behind the gateway, on
 * the real local MongoDB-wire server and Kafka): every admin route of every service, found by reading the
 * services' routers, refuses anonymous visitors (401), customers and staff who are not superusers (403), and
 * nothing they sent changes anything.
 */
describe('admin routes across every service', () => {
  let stack: Stack;
  let ids: SampleIds;
  const tokens: Record<'admin' | 'customer' | 'staff', string> = { admin: '', customer: '', staff: '' };

  async function call(method: string, path: string, token?: string, body?: unknown) {
    const response = await fetch(new URL(path, stack.baseUrl), {
      method,
      headers: {
        Accept: 'application/json',
        ...(token ? { Authorization: `JWT ${token}` } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, type: response.headers.get('content-type') ?? '', text };
  }
  async function asAdmin<T>(path: string): Promise<T> {
    const { status, text } = await call('GET', path, tokens.admin);
    if (status !== 200) throw new Error(`GET ${path} as admin answered ${status}`);
    return JSON.parse(text) as T;
  }

  beforeAll(async () => {
    stack = await startStack();
    tokens.admin = (await tokensThroughApi(stack.baseUrl, E2E_ADMIN)).access;

    const customer = newTestUser('sweep');
    await registerThroughApi(stack.baseUrl, customer);
    const customerTokens = await tokensThroughApi(stack.baseUrl, customer);
    tokens.customer = customerTokens.access;
    const staffer = newTestUser('staffer');
    await registerThroughApi(stack.baseUrl, staffer);
    const found = await asAdmin<{ users: { id: string; username: string }[] }>(
      `/api/admin/users/?search=${staffer.username}`,
    );
    const stafferId = found.users[0]?.id ?? '';
    expect(
      (await call('PATCH', `/api/admin/users/${stafferId}/`, tokens.admin, { is_staff: true })).status,
    ).toBe(200);
    tokens.staff = (await tokensThroughApi(stack.baseUrl, staffer)).access;

    const meals = await asAdmin<{ id: string }[]>('/api/meals/');
    const pricing = await asAdmin<{ id: string }[]>('/api/meal-plan-pricing/');
    const order = await placeOrderThroughApi(stack.baseUrl, customerTokens, {
      meal_size: 'S',
      number_of_meals: 6,
      items: [{ meal_id: meals[0]?.id ?? '', quantity: 6 }],
    });
    const contact = await call('POST', '/api/contact/', undefined, {
      name: 'Ada Lovelace',
      email: 'ada@example.co.uk',
      subject: 'order',
      message: 'Where is my box?',
    });
    expect(contact.status).toBe(201);
    const messages = await asAdmin<{ messages: { id: string }[] }>('/api/admin/contact-messages/');
    const me = await call('GET', '/auth/users/me/', tokens.customer);
    const addOns = JSON.parse((await call('GET', '/api/add-ons/')).text) as { id: string }[];
    ids = {
      userId: (JSON.parse(me.text) as { id: string }).id,
      messageId: messages.messages[0]?.id ?? '',
      mealId: meals[0]?.id ?? '',
      pricingId: pricing[0]?.id ?? '',
      orderId: order.id,
      customerId: order.customer,
      addOnId: addOns[0]?.id ?? '',
    };
    // The sample meal gets a recipe of the admin's, so the sweep's recipe routes have one to reveal or replace.
    const recipe = await call('PUT', `/api/admin/meals/${ids.mealId}/recipe/`, tokens.admin, {
      serves: 2,
      prep_minutes: 10,
      cook_minutes: 20,
      ingredients: [{ quantity: '200g', item: 'the admin’s own ingredient' }],
      steps: ['Cook it as the admin wrote.'],
    });
    if (recipe.status !== 200)
      throw new Error(`the admin's recipe answered ${recipe.status}: ${recipe.text}`);
    // The staff order list is a read model that follows the order's event: settled before any snapshot.
    await eventually('the order in the staff order list', async () => {
      const listed = await asAdmin<{ orders: { id: string }[] }>('/api/admin/orders/');
      return listed.orders.some((each) => each.id === order.id);
    });
  }, 120_000);

  afterAll(async () => {
    await stack?.close();
  });

  /** What an admin sees of everything the sweep's requests would touch. */
  const snapshot = async () =>
    Promise.all([
      asAdmin(`/api/admin/users/${ids.userId}/`),
      asAdmin('/api/admin/contact-messages/'),
      asAdmin(`/api/meals/${ids.mealId}`),
      asAdmin(`/api/admin/meals/${ids.mealId}/recipe/`),
      asAdmin('/api/admin/meals/?page_size=1'),
      asAdmin('/api/meal-plan-pricing/'),
      asAdmin('/api/configuration/'),
      asAdmin('/api/admin/orders/'),
      asAdmin(`/api/orders/${ids.orderId}/`),
      asAdmin(`/api/admin/order-emails/?order_id=${ids.orderId}`),
    ]);

  it('when each service’s router is read, then its admin-guarded routes are exactly the sweep’s list (payment has none)', () => {
    for (const service of SERVICES) {
      const guarded = listRoutes(stack.services[service], requireAdmin)
        .filter((route) => route.guarded)
        .map(key)
        .sort();
      const listed = ADMIN_ROUTES.filter((route) => route.service === service)
        .map(key)
        .sort();
      expect({ service, guarded }).toEqual({ service, guarded: listed });
    }
    // The hand-listed admin fields are real routes of their services.
    for (const field of ADMIN_FIELDS) {
      expect(listRoutes(stack.services[field.service], requireAdmin).map(key)).toContain(key(field));
    }
  });

  it('when the gateway routes each admin path, then it reaches the service that owns it', () => {
    const config = loadGatewayConfig({});
    const upstreams: Record<ServiceName, string> = {
      identity: config.IDENTITY_URL,
      catalogue: config.CATALOGUE_URL,
      ordering: config.ORDERING_URL,
      payment: config.PAYMENT_URL,
      notifications: config.NOTIFICATIONS_URL,
    };
    const table = buildRouteTable(config);
    for (const route of [...ADMIN_ROUTES, ...ADMIN_FIELDS]) {
      const { path } = route.request({
        userId: 'u',
        messageId: 'm',
        mealId: 'x',
        pricingId: 'p',
        orderId: 'o',
        customerId: 'c',
        addOnId: 'a',
      });
      expect({ route: key(route), upstream: matchRoute(table, path)?.upstream }).toEqual({
        route: key(route),
        upstream: upstreams[route.service],
      });
    }
  });

  const sweep = async (routes: readonly AdminRoute[], staffRefusals: number[]) => {
    const before = await snapshot();
    const answers: string[] = [];
    for (const route of routes) {
      const { path, body } = route.request(ids);
      const anonymous = await call(route.method, path, undefined, body);
      const customer = await call(route.method, path, tokens.customer, body);
      const staff = await call(route.method, path, tokens.staff, body);
      answers.push(`${key(route)}: ${anonymous.status} ${customer.status} ${staff.status}`);
      expect(anonymous.type).toMatch(/^application\/problem\+json/);
      expect({ route: key(route), anonymous: anonymous.status, customer: customer.status }).toEqual({
        route: key(route),
        anonymous: 401,
        customer: 403,
      });
      expect(staffRefusals).toContain(staff.status);
    }
    expect(await snapshot()).toEqual(before);
    return answers;
  };

  it('when anonymous visitors, customers and staff who are not superusers call every admin route, then 401, 403 and 403, and nothing changes', async () => {
    const answers = await sweep(ADMIN_ROUTES, [403]);
    expect(answers).toHaveLength(ADMIN_ROUTES.length);
  });

  it('when they set an order’s payment status (an admin-only field), then 401 and 403 (404 for staff, who cannot see the order), and nothing changes', async () => {
    // The customer owns the order: they may PATCH it, but not its payment status.
    await sweep(ADMIN_FIELDS, [403, 404]);
  });

  it('when the admin calls the same routes, then they get through (the sweep’s refusals were the guards, not bad requests)', async () => {
    for (const route of ADMIN_ROUTES.filter((candidate) => candidate.method === 'GET')) {
      const { path } = route.request(ids);
      expect({ route: key(route), status: (await call('GET', path, tokens.admin)).status }).toEqual({
        route: key(route),
        status: 200,
      });
    }
  });
});
