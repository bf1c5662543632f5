import { documentedAnswerProblems, eventually, serviceDocumentDrift } from '@mealbox/test-support';
import { startTestPayment, type TestPayment } from '../test/payment-harness';
import { paymentApiDocument, paymentRouteDocumentsFor } from './http/payment-api-document';

/**
 * Payment's OpenAPI document against the running service (the local card provider, as without a Stripe key):
 * the router's routes and the document's are the same, each guarded as described, and real answers fit.
 */
describe('payment API document', () => {
  let t: TestPayment;
  const document = paymentApiDocument(true);
  beforeAll(async () => {
    t = await startTestPayment();
  });
  afterAll(async () => {
    await t?.stop();
  });

  const fits = (
    route: { method: string; path: string; status: number; contentType?: string },
    body: unknown,
  ) => expect(documentedAnswerProblems(document, route, body)).toEqual([]);

  it('when the router is read, then the document has exactly its routes, each guarded as described', () => {
    const drift = serviceDocumentDrift(t.payment.server, document, paymentRouteDocumentsFor(true));
    expect(drift).toEqual({ undocumented: [], unanswered: [], wrongAccess: [] });
  });

  it('when the Stripe provider is in use, then the document leaves the local card page out', () => {
    expect(Object.keys(paymentApiDocument(false).paths ?? {})).not.toContain('/pay/local/{sessionId}');
    expect(Object.keys(document.paths ?? {})).toContain('/pay/local/{sessionId}');
  });

  it('when /openapi.json is asked for, then it answers the document', async () => {
    const response = await t.api.get('/openapi.json').expect(200);
    expect(response.body).toEqual(JSON.parse(JSON.stringify(document)));
  });

  it('when a customer starts a checkout and opens the card page, then each answer fits', async () => {
    const customer = t.customer();
    const order = await t.placeOrder({ userId: customer.userId, totalPence: 5999 });
    await eventually('the order in payment', () => t.payment.deps.orders.exists({ _id: order.orderId }));
    const session = await t.checkout(customer.auth, order.orderId, 5999).expect(200);
    fits({ method: 'POST', path: '/api/create-checkout-session', status: 200 }, session.body);
    const page = await t.api
      .get(new URL((session.body as { checkout_url: string }).checkout_url).pathname)
      .expect(200);
    fits({ method: 'GET', path: '/pay/local/:sessionId', status: 200, contentType: 'text/html' }, page.text);

    const anonymous = await t.api.post('/api/create-checkout-session').send({}).expect(401);
    fits(
      {
        method: 'POST',
        path: '/api/create-checkout-session',
        status: 401,
        contentType: 'application/problem+json',
      },
      anonymous.body,
    );
    const unsigned = await t
      .postWebhook('{"id":"evt_1","type":"checkout.session.completed"}', 'unsigned')
      .expect(400);
    fits(
      { method: 'POST', path: '/api/webhooks/stripe', status: 400, contentType: 'application/problem+json' },
      JSON.parse(unsigned.text),
    );
  });
});
