import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { TOPICS } from '@mealbox/contracts';
import { eventually, recordTopic } from '@mealbox/test-support';
import { STRIPE_MOCK_URL, newObjectId, startTestPayment } from '../test/payment-harness';
import type { TestPayment } from '../test/payment-harness';
import { createStripeProvider } from './provider/stripe-provider';

interface Recorded {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
}

/** Passes requests to stripe-mock and keeps what the SDK sent, so the test can read the real wire format. */
async function recordingProxy(target: URL) {
  const recorded: Recorded[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      recorded.push({
        method: req.method ?? '',
        path: req.url ?? '',
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        form: new URLSearchParams(body.toString()),
      });
      const upstream = http.request(
        { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      upstream.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    recorded,
    url: new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('StripeProvider against stripe-mock', () => {
  let proxy: Awaited<ReturnType<typeof recordingProxy>>;
  beforeAll(async () => {
    proxy = await recordingProxy(new URL(STRIPE_MOCK_URL));
  });
  afterAll(() => proxy.stop());
  const provider = () => createStripeProvider({ secretKey: 'sk_test_123', apiBase: proxy.url });

  it("when a checkout session is created, then Stripe gets a GBP Checkout Session with the order's line item, URLs, metadata and an idempotency key", async () => {
    const orderId = newObjectId();
    const expiresAt = new Date(Date.now() + 60 * 60 * 1000);
    const session = await provider().createCheckoutSession({
      orderId,
      amountPence: 5999,
      productName: 'Meal Plan',
      successUrl: `http://localhost:8080/success?order_id=${orderId}`,
      cancelUrl: `http://localhost:8080/cart/${orderId}`,
      expiresAt,
      idempotencyKey: `checkout:${orderId}:1:5999`,
    });
    expect(session.id).toMatch(/^cs_/);
    expect(session.url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const sent = proxy.recorded.at(-1) as Recorded;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v1/checkout/sessions');
    expect(sent.idempotencyKey).toBe(`checkout:${orderId}:1:5999`);
    expect(Object.fromEntries(sent.form)).toEqual({
      mode: 'payment',
      currency: 'gbp',
      locale: 'en-GB',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'gbp',
      'line_items[0][price_data][unit_amount]': '5999',
      'line_items[0][price_data][product_data][name]': 'Meal Plan',
      success_url: `http://localhost:8080/success?order_id=${orderId}`,
      cancel_url: `http://localhost:8080/cart/${orderId}`,
      client_reference_id: orderId,
      'metadata[order_id]': orderId,
      // The card is saved to a new customer, for the subscription's later boxes.
      customer_creation: 'always',
      'payment_intent_data[metadata][order_id]': orderId,
      'payment_intent_data[setup_future_usage]': 'off_session',
      expires_at: String(Math.floor(expiresAt.getTime() / 1000)),
    });
  });

  it("when a subscription box is charged to the saved card, then Stripe is asked to confirm an off-session payment with the first payment's card and the customer, once per key", async () => {
    const charge = await provider().chargeSavedCard({
      orderId: 'order-2',
      amountPence: 6499,
      customerRef: 'cus_123',
      paymentIntentRef: 'pi_first',
      idempotencyKey: 'box-charge:order-2:1',
    });
    // stripe-mock answers every payment intent with its fixture's status, requires_payment_method: an intent
    // that did not succeed is a refusal, with its status in words.
    expect(charge).toEqual({
      status: 'declined',
      paymentIntentId: expect.stringMatching(/^pi_/),
      reason: 'The payment is requires payment method.',
    });
    const [retrieve, list, create] = proxy.recorded.slice(-3) as [Recorded, Recorded, Recorded];
    expect(retrieve).toMatchObject({ method: 'GET', path: '/v1/payment_intents/pi_first' });
    // stripe-mock's payment intent names no card, so the customer's newest card is used.
    expect(list).toMatchObject({
      method: 'GET',
      path: '/v1/customers/cus_123/payment_methods?type=card&limit=1',
    });
    expect(create.path).toBe('/v1/payment_intents');
    expect(create.idempotencyKey).toBe('box-charge:order-2:1');
    expect(Object.fromEntries(create.form)).toEqual({
      amount: '6499',
      currency: 'gbp',
      customer: 'cus_123',
      payment_method: expect.stringMatching(/^pm_/),
      off_session: 'true',
      confirm: 'true',
      'metadata[order_id]': 'order-2',
    });
  });

  it('when an older session is closed, then Stripe is asked to expire it', async () => {
    await provider().expireCheckoutSession('cs_test_older');
    expect(proxy.recorded.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/checkout/sessions/cs_test_older/expire',
    });
  });

  it('when a payment is refunded, then Stripe refunds that payment intent in full, once per key', async () => {
    const refund = await provider().refund({
      orderId: 'order-1',
      paymentIntentId: 'pi_123',
      amountPence: 5999,
      idempotencyKey: 'refund:order-1:1',
    });
    expect(refund).toEqual({ id: expect.stringMatching(/^re_/), status: 'succeeded' });
    const sent = proxy.recorded.at(-1) as Recorded;
    expect(sent.path).toBe('/v1/refunds');
    expect(sent.idempotencyKey).toBe('refund:order-1:1');
    expect(Object.fromEntries(sent.form)).toEqual({
      payment_intent: 'pi_123',
      amount: '5999',
      reason: 'requested_by_customer',
      'metadata[order_id]': 'order-1',
    });
  });
});

describe('the payment service with STRIPE_SECRET_KEY set, against stripe-mock', () => {
  let t: TestPayment;
  let recorder: Awaited<ReturnType<typeof recordTopic>>;
  beforeAll(async () => {
    t = await startTestPayment({
      env: { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_API_BASE: STRIPE_MOCK_URL },
    });
    recorder = await recordTopic(t.bus, TOPICS.paymentPayments);
  });
  afterAll(async () => {
    await recorder.stop();
    await t.stop();
  });

  it("when a customer checks out, pays at Stripe and staff refund, then the checkout is Stripe's, the webhook records the payment and the refund is made at Stripe", async () => {
    const { userId, auth } = t.customer();
    const { orderId } = await t.placeOrder({ userId, totalPence: 4999 });
    const res = await t.api
      .post('/api/create-checkout-session/')
      .set(auth)
      .send({ amount: 4999, product_name: 'Meal Plan', order_id: orderId });
    expect(res.status).toBe(200);
    expect(res.body.checkout_url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    expect((await t.api.get('/pay/local/cs_test_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);

    const session = (await t.payment.deps.payments.findById(orderId).lean())?.sessions[0];
    const paid = JSON.stringify({
      id: `evt_${randomUUID()}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: session?.id,
          object: 'checkout.session',
          amount_total: 4999,
          currency: 'gbp',
          metadata: { order_id: orderId },
          payment_intent: 'pi_from_stripe',
          payment_status: 'paid',
        },
      },
    });
    expect((await t.postWebhook(paid)).status).toBe(200);
    expect((await t.payment.deps.payments.findById(orderId).lean())?.status).toBe('completed');

    await t.publishOrderEvent('RefundRequested', {
      orderId,
      userId,
      amountPence: 4999,
      requestedBy: newObjectId(),
      requestedAt: new Date().toISOString(),
    } as { orderId: string });
    await eventually(
      'the refund at Stripe',
      async () => (await t.payment.deps.payments.findById(orderId).lean())?.status === 'refunded',
    );
    const refunded = await t.payment.deps.payments.findById(orderId).lean();
    expect(refunded?.refunds).toEqual([
      expect.objectContaining({
        state: 'refunded',
        providerRefundId: expect.stringMatching(/^re_/),
        amountPence: 4999,
      }),
    ]);
    await eventually('PaymentRefunded', () =>
      recorder.messages.some(
        (message) => message.key === orderId && message.value?.includes('PaymentRefunded'),
      ),
    );
  });
});

describe('a repriced order with STRIPE_SECRET_KEY set, against stripe-mock', () => {
  let proxy: Awaited<ReturnType<typeof recordingProxy>>;
  let t: TestPayment;
  beforeAll(async () => {
    proxy = await recordingProxy(new URL(STRIPE_MOCK_URL));
    t = await startTestPayment({
      env: {
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_123',
        STRIPE_API_BASE: proxy.url.origin,
      },
    });
  });
  afterAll(async () => {
    await t.stop();
    await proxy.stop();
  });

  it('when the order is repriced after its checkout was opened, then Stripe is asked to expire the older session and the payment records it closed', async () => {
    const { userId, auth } = t.customer();
    const { orderId } = await t.placeOrder({ userId, totalPence: 5999 });
    expect((await t.checkout(auth, orderId, 5999)).status).toBe(200);
    const opened = (await t.payment.deps.payments.findById(orderId).lean())?.sessions[0];
    expect(opened?.state).toBe('open');

    await t.repriceOrder({ orderId, userId }, 5999, 4999);
    await eventually('the session closed', async () =>
      (await t.payment.deps.payments.findById(orderId).lean())?.sessions.every(
        (session) => session.state === 'expired',
      ),
    );
    const expiries = proxy.recorded.filter((sent) => sent.path.endsWith('/expire'));
    expect(expiries).toEqual([
      expect.objectContaining({ method: 'POST', path: `/v1/checkout/sessions/${opened?.id}/expire` }),
    ]);
    // A redelivered reprice finds nothing left to close.
    await t.repriceOrder({ orderId, userId }, 5999, 4999);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(proxy.recorded.filter((sent) => sent.path.endsWith('/expire'))).toHaveLength(1);
  });
});

describe('partial refunds with STRIPE_SECRET_KEY set, against stripe-mock', () => {
  let proxy: Awaited<ReturnType<typeof recordingProxy>>;
  let t: TestPayment;
  let recorder: Awaited<ReturnType<typeof recordTopic>>;
  beforeAll(async () => {
    proxy = await recordingProxy(new URL(STRIPE_MOCK_URL));
    t = await startTestPayment({
      env: {
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_123',
        STRIPE_API_BASE: proxy.url.origin,
      },
    });
    recorder = await recordTopic(t.bus, TOPICS.paymentPayments);
  });
  afterAll(async () => {
    await recorder.stop();
    await t.stop();
    await proxy.stop();
  });

  /** An order paid £49.99 at Stripe, as its webhook reports. */
  async function paidOrder() {
    const { userId, auth } = t.customer();
    const { orderId } = await t.placeOrder({ userId, totalPence: 4999 });
    expect((await t.checkout(auth, orderId, 4999)).status).toBe(200);
    const session = (await t.payment.deps.payments.findById(orderId).lean())?.sessions[0];
    const paid = JSON.stringify({
      id: `evt_${randomUUID()}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: session?.id,
          object: 'checkout.session',
          amount_total: 4999,
          currency: 'gbp',
          metadata: { order_id: orderId },
          payment_intent: `pi_${orderId}`,
          payment_status: 'paid',
        },
      },
    });
    expect((await t.postWebhook(paid)).status).toBe(200);
    return { userId, orderId };
  }
  const partial = (order: { userId: string; orderId: string }, refundId: string, amountPence: number) => ({
    orderId: order.orderId,
    userId: order.userId,
    customerId: newObjectId(),
    refundId,
    amountPence,
    destination: 'card',
    lines: [],
    reason: null,
    note: '',
    requestedBy: newObjectId(),
    requestedAt: new Date().toISOString(),
  });
  const published = (orderId: string, type: string) =>
    recorder.messages
      .filter((message) => message.key === orderId)
      .map((message) => JSON.parse(message.value ?? '{}'))
      .filter((event) => event.type === type);
  const refundsSent = (orderId: string) =>
    proxy.recorded.filter(
      (sent) => sent.path === '/v1/refunds' && sent.form.get('metadata[order_id]') === orderId,
    );

  it('when a part is refunded to the card (and the request is delivered again), then Stripe refunds exactly that amount once, keyed by the refund', async () => {
    const order = await paidOrder();
    const refundId = randomUUID();
    const request = partial(order, refundId, 12_50);
    await t.publishOrderEvent('PartialRefundRequested', request);
    await t.publishOrderEvent('PartialRefundRequested', request);
    await eventually(
      'PaymentPartlyRefunded',
      () => published(order.orderId, 'PaymentPartlyRefunded').length === 1,
    );
    expect(published(order.orderId, 'PaymentPartlyRefunded')[0].data).toMatchObject({
      orderRefundId: refundId,
      amountPence: 12_50,
      refundedTotalPence: 12_50,
      providerRefundId: expect.stringMatching(/^re_/),
    });
    const sent = refundsSent(order.orderId);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.idempotencyKey).toBe(`refund:${refundId}`);
    expect(Object.fromEntries(sent[0]!.form)).toMatchObject({
      payment_intent: `pi_${order.orderId}`,
      amount: '1250',
    });
    expect((await t.payment.deps.payments.findById(order.orderId).lean())?.status).toBe('completed');
  });

  it('when a part is more than is left, then Stripe is not asked and PaymentRefundFailed says how much is left; the rest is refunded in full', async () => {
    const order = await paidOrder();
    await t.publishOrderEvent('PartialRefundRequested', partial(order, randomUUID(), 40_00));
    await eventually('the first part', () => published(order.orderId, 'PaymentPartlyRefunded').length === 1);
    const tooMuch = randomUUID();
    await t.publishOrderEvent('PartialRefundRequested', partial(order, tooMuch, 10_00));
    await eventually('refused', () => published(order.orderId, 'PaymentRefundFailed').length === 1);
    expect(published(order.orderId, 'PaymentRefundFailed')[0].data).toMatchObject({
      orderRefundId: tooMuch,
      reason: 'Only £9.99 is left of this payment to refund.',
    });
    const rest = randomUUID();
    await t.publishOrderEvent('RefundRequested', {
      orderId: order.orderId,
      userId: order.userId,
      amountPence: 9_99,
      refundId: rest,
      requestedBy: newObjectId(),
      requestedAt: new Date().toISOString(),
    } as { orderId: string });
    await eventually('PaymentRefunded', () => published(order.orderId, 'PaymentRefunded').length === 1);
    expect(published(order.orderId, 'PaymentRefunded')[0].data).toMatchObject({
      amountPence: 9_99,
      orderRefundId: rest,
      refundedTotalPence: 49_99,
    });
    expect(refundsSent(order.orderId).map((sent) => sent.form.get('amount'))).toEqual(['4000', '999']);
    expect((await t.payment.deps.payments.findById(order.orderId).lean())?.status).toBe('refunded');
  });
});
