import { documentedAnswerProblems, serviceDocumentDrift } from '@mealbox/test-support';
import { ADDRESS, startTestOrdering, type TestOrdering } from '../test/ordering-harness';
import { orderingApiDocument, orderingRouteDocuments } from './ordering-api-document';

/**
 * Ordering's OpenAPI document against the running service: the router's routes and the document's are the same
 * (so neither can drift), each guarded as described, and real answers fit the published schemas.
 */
describe('ordering API document', () => {
  let t: TestOrdering;
  beforeAll(async () => {
    t = await startTestOrdering();
  });
  afterAll(async () => {
    await t?.stop();
  });

  const fits = (
    route: { method: string; path: string; status: number; contentType?: string },
    body: unknown,
  ) => expect(documentedAnswerProblems(orderingApiDocument, route, body)).toEqual([]);
  const problem = 'application/problem+json';

  it('when the router is read, then the document has exactly its routes, each guarded as described', () => {
    const drift = serviceDocumentDrift(t.ordering.server, orderingApiDocument, orderingRouteDocuments);
    expect(drift).toEqual({ undocumented: [], unanswered: [], wrongAccess: [] });
  });

  it('when /openapi.json is asked for, then it answers the document', async () => {
    const response = await t.api.get('/openapi.json').expect(200);
    expect(response.body).toEqual(JSON.parse(JSON.stringify(orderingApiDocument)));
  });

  it('when a customer reads dates, adds an address and reads their lists, then each answer fits', async () => {
    const { auth } = t.customerToken();
    const dates = await t.api.get('/api/orders/delivery-dates').expect(200);
    fits({ method: 'GET', path: '/api/orders/delivery-dates', status: 200 }, dates.body);

    const address = await t.api.post('/api/customers/add_address/').set(auth).send(ADDRESS).expect(201);
    fits({ method: 'POST', path: '/api/customers/add_address', status: 201 }, address.body);
    const refused = await t.api
      .post('/api/customers/add_address/')
      .set(auth)
      .send({ postcode: 'nowhere' })
      .expect(400);
    fits(
      { method: 'POST', path: '/api/customers/add_address', status: 400, contentType: problem },
      refused.body,
    );
    const me = await t.api.get('/api/customers/me').set(auth).expect(200);
    fits({ method: 'GET', path: '/api/customers/me', status: 200 }, me.body);

    fits(
      { method: 'GET', path: '/api/orders', status: 200 },
      (await t.api.get('/api/orders').set(auth).expect(200)).body,
    );
    const missing = await t.api.get('/api/orders/0123456789abcdef01234567').set(auth).expect(404);
    fits({ method: 'GET', path: '/api/orders/:id', status: 404, contentType: problem }, missing.body);
    const subscriptions = await t.api.get('/api/subscriptions').set(auth).expect(200);
    fits({ method: 'GET', path: '/api/subscriptions', status: 200 }, subscriptions.body);
    const current = await t.api.get('/api/subscriptions/current').set(auth).expect(200);
    fits({ method: 'GET', path: '/api/subscriptions/current', status: 200 }, current.body);
  });

  it('when staff read the order report and the dashboard, then each answer fits', async () => {
    const admin = t.adminAuth();
    const report = await t.api.get('/api/admin/orders').set(admin).expect(200);
    fits({ method: 'GET', path: '/api/admin/orders', status: 200 }, report.body);
    const dashboard = await t.api.get('/api/analytics/dashboard').set(admin).expect(200);
    fits({ method: 'GET', path: '/api/analytics/dashboard', status: 200 }, dashboard.body);
    const anonymous = await t.api.get('/api/analytics/dashboard').expect(401);
    fits(
      { method: 'GET', path: '/api/analytics/dashboard', status: 401, contentType: problem },
      anonymous.body,
    );
  });
});
