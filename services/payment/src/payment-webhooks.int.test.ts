import { randomUUID } from 'node:crypto';
import { TOPICS } from '@mealbox/contracts';
import { eventually, recordTopic } from '@mealbox/test-support';
import { sessionIdOf, startTestPayment } from '../test/payment-harness';
import { stripeSignatureHeader } from './provider/webhook-signature';
import type { TestPayment } from '../test/payment-harness';

describe('the Stripe webhook, on the real MongoDB-wire server and Kafka', () => {
  let t: TestPayment;
  let recorder: Awaited<ReturnType<typeof recordTopic>>;

  beforeAll(async () => {
    t = await startTestPayment();
    recorder = await recordTopic(t.bus, TOPICS.paymentPayments);
  });
  afterAll(async () => {
    await recorder.stop();
    await t.stop();
  });

  /** An order with an open checkout session, as a customer would have it before paying. */
  async function orderWithSession() {
    const { userId, auth } = t.customer();
    const { orderId } = await t.placeOrder({ userId });
    await eventually('the order in payment', () => t.payment.deps.orders.exists({ _id: orderId }));
    const res = await t.checkout(auth, orderId);
    expect(res.status).toBe(200);
    return {
      orderId,
      userId,
      sessionId: sessionIdOf(res.body.checkout_url),
      paymentIntent: `pi_${randomUUID()}`,
    };
  }
  type Order = Awaited<ReturnType<typeof orderWithSession>>;

  /** A Stripe event as Stripe delivers it (the fields Stripe sends for a Checkout Session). */
  function sessionEvent(
    type: string,
    order: Order,
    paymentStatus: 'paid' | 'unpaid' = 'paid',
    paid: { amount_total: number; currency: string } = { amount_total: 5999, currency: 'gbp' },
  ): string {
    return JSON.stringify({
      id: `evt_${randomUUID().replace(/-/g, '')}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: {
        object: {
          id: order.sessionId,
          object: 'checkout.session',
          amount_total: paid.amount_total,
          client_reference_id: order.orderId,
          currency: paid.currency,
          metadata: { order_id: order.orderId },
          mode: 'payment',
          payment_intent: order.paymentIntent,
          payment_status: paymentStatus,
          status: type === 'checkout.session.expired' ? 'expired' : 'complete',
        },
      },
    });
  }
  function refundEvent(order: Order): string {
    return JSON.stringify({
      id: `evt_${randomUUID().replace(/-/g, '')}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      type: 'charge.refunded',
      data: {
        object: {
          id: `ch_${randomUUID()}`,
          object: 'charge',
          amount: 5999,
          amount_refunded: 5999,
          currency: 'gbp',
          metadata: {},
          payment_intent: order.paymentIntent,
          refunded: true,
          refunds: { object: 'list', data: [{ id: 're_test_1', object: 'refund' }], has_more: false },
        },
      },
    });
  }
  const payment = (orderId: string) => t.payment.deps.payments.findById(orderId).lean();
  const published = (orderId: string) =>
    recorder.messages
      .filter((message) => message.key === orderId)
      .map((message) => JSON.parse(message.value ?? '{}').type as string);
  /** Waits until the outbox is empty, then a little longer, so a wrong second publish would have shown. */
  async function settled(orderId: string) {
    await eventually('the outbox to drain', async () => (await payment(orderId))?.outbox.length === 0);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }

  /** The event was applied once: the payment completed in one version step, PaymentSucceeded published once. */
  async function expectPaidOnce(orderId: string, versionBefore: number, body: string) {
    const after = await payment(orderId);
    expect(after?.status).toBe('completed');
    expect(after?.version).toBe(versionBefore + 1);
    expect(after?.appliedEventIds).toEqual([JSON.parse(body).id]);
    await eventually('PaymentSucceeded', () => published(orderId).length === 1);
    await settled(orderId);
    expect(published(orderId)).toEqual(['PaymentSucceeded']);
  }

  it('when an event is forged, altered, replayed late or unsigned, then only the genuine one is accepted and the others write nothing', async () => {
    const order = await orderWithSession();
    const body = sessionEvent('checkout.session.completed', order);
    const before = await payment(order.orderId);
    const altered = body.replace('"amount_total":5999', '"amount_total":5998');
    expect(altered).not.toBe(body);
    const refusals = [
      await t.postWebhook(body, { secret: 'whsec_not_ours' }),
      // Signed over the original, one byte different in transit.
      await t.api
        .post('/api/webhooks/stripe/')
        .set('Content-Type', 'application/json')
        .set('Stripe-Signature', stripeSignatureHeader(body, t.secret, Math.floor(Date.now() / 1000)))
        .send(altered),
      await t.postWebhook(body, { timestamp: Math.floor(Date.now() / 1000) - 301 }),
      await t.postWebhook(body, 'unsigned'),
    ];
    expect(refusals.map((res) => res.status)).toEqual([400, 400, 400, 400]);
    expect(refusals[3]?.body.detail).toBe('The Stripe-Signature header is missing.');
    expect(refusals[0]?.body.detail).toBe('The webhook signature is not valid.');
    expect(await t.payment.deps.webhookEvents.countDocuments({ orderId: order.orderId })).toBe(0);
    expect(await payment(order.orderId)).toEqual(before);

    const genuine = await t.postWebhook(body);
    expect(genuine.status).toBe(200);
    expect(genuine.body).toEqual({ received: true, duplicate: false });
    expect((await payment(order.orderId))?.status).toBe('completed');
    expect(await t.payment.deps.webhookEvents.countDocuments({ orderId: order.orderId })).toBe(1);
  });

  it('when the same event arrives ten times at once, then it has one effect and every delivery gets 200', async () => {
    const order = await orderWithSession();
    const before = await payment(order.orderId);
    const body = sessionEvent('checkout.session.completed', order);
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.postWebhook(body)));
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(200));
    await expectPaidOnce(order.orderId, before?.version ?? 0, body);
    // A later redelivery is recognised as a duplicate.
    expect((await t.postWebhook(body)).body).toEqual({ received: true, duplicate: true });
  });

  it('when the same event reaches two instances at once, ten times each, then it has one effect', async () => {
    const another = await t.startAnotherInstance();
    try {
      const order = await orderWithSession();
      const before = await payment(order.orderId);
      const body = sessionEvent('checkout.session.completed', order);
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, n) => (n % 2 === 0 ? t.postWebhook(body) : another.postWebhook(body))),
      );
      expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
      await expectPaidOnce(order.orderId, before?.version ?? 0, body);
    } finally {
      await another.close();
    }
  });

  it('when a completed payment later hears that the payment failed, then it stays completed', async () => {
    const order = await orderWithSession();
    await t.postWebhook(sessionEvent('checkout.session.completed', order));
    const late = await t.postWebhook(sessionEvent('checkout.session.async_payment_failed', order));
    expect(late.status).toBe(200);
    expect((await payment(order.orderId))?.status).toBe('completed');
    await settled(order.orderId);
    expect(published(order.orderId)).toEqual(['PaymentSucceeded']);
  });

  it('when a checkout completes unpaid (a bank debit on its way), then nothing moves until the asynchronous success', async () => {
    const order = await orderWithSession();
    await t.postWebhook(sessionEvent('checkout.session.completed', order, 'unpaid'));
    expect((await payment(order.orderId))?.status).toBe('pending');
    await t.postWebhook(sessionEvent('checkout.session.async_payment_succeeded', order));
    expect((await payment(order.orderId))?.status).toBe('completed');
  });

  it('when the charge is refunded, then the payment is refunded for good and PaymentRefunded is published', async () => {
    const order = await orderWithSession();
    await t.postWebhook(sessionEvent('checkout.session.completed', order));
    expect((await t.postWebhook(refundEvent(order))).status).toBe(200);
    const refunded = await payment(order.orderId);
    expect(refunded?.status).toBe('refunded');
    expect(refunded?.refunds?.map((refund) => refund.providerRefundId)).toEqual(['re_test_1']);
    await t.postWebhook(sessionEvent('checkout.session.async_payment_succeeded', order));
    expect((await payment(order.orderId))?.status).toBe('refunded');
    await eventually('two events', () => published(order.orderId).length === 2);
    await settled(order.orderId);
    expect(published(order.orderId)).toEqual(['PaymentSucceeded', 'PaymentRefunded']);
  });

  it('when a session expires, then it is closed and the next checkout opens a new one', async () => {
    const order = await orderWithSession();
    await t.postWebhook(sessionEvent('checkout.session.expired', order));
    const after = await payment(order.orderId);
    expect(after?.status).toBe('pending');
    expect(after?.sessions.map((session) => session.state)).toEqual(['expired']);
    const { auth } = t.customer(order.userId);
    const next = await t.checkout(auth, order.orderId);
    expect(sessionIdOf(next.body.checkout_url)).not.toBe(order.sessionId);
  });

  it('when a genuine event concerns no payment of ours, or a type we do not use, then it is stored, acknowledged and ignored', async () => {
    const stranger = {
      orderId: 'not-ours',
      userId: 'x',
      sessionId: 'cs_test_stranger',
      paymentIntent: 'pi_x',
    };
    const res = await t.postWebhook(sessionEvent('checkout.session.completed', stranger));
    expect(res.status).toBe(200);
    const other = JSON.stringify({
      id: `evt_${randomUUID()}`,
      object: 'event',
      type: 'customer.created',
      data: { object: {} },
    });
    expect((await t.postWebhook(other)).status).toBe(200);
    const stored = await t.payment.deps.webhookEvents.findById(JSON.parse(other).id).lean();
    expect(stored?.outcome).toBe('ignored: customer.created is not used');
  });

  it('when the order is repriced, then its open session at the older price is closed at the provider, and paying it anyway publishes PaymentMismatched, not PaymentSucceeded, once', async () => {
    const order = await orderWithSession();
    await t.repriceOrder(order, 5999, 6999);
    await eventually('the older session closed', async () =>
      (await payment(order.orderId))?.sessions.every((session) => session.state === 'expired'),
    );
    // The provider closed it too: its page can no longer be paid.
    expect((await t.api.get(`/pay/local/${order.sessionId}`)).text).toContain('This checkout has expired');

    // A payment that raced the expiry at the provider still arrives.
    const late = sessionEvent('checkout.session.completed', order);
    expect((await t.postWebhook(late)).status).toBe(200);
    const after = await payment(order.orderId);
    expect(after).toMatchObject({
      status: 'completed',
      amountPaidPence: 5999,
      paymentIntentId: order.paymentIntent,
      mismatch: { mismatch: 'amount', paidPence: 5999, paidCurrency: 'gbp', expectedPence: 6999 },
    });
    const stored = await t.payment.deps.webhookEvents.findById(JSON.parse(late).id).lean();
    expect(stored?.outcome).toBe('mismatch (amount): paid 5999 gbp, the order costs 6999 gbp');
    expect((await t.postWebhook(late)).body).toEqual({ received: true, duplicate: true });
    await eventually('PaymentMismatched', () => published(order.orderId).length === 1);
    await settled(order.orderId);
    expect(published(order.orderId)).toEqual(['PaymentMismatched']);
    const event = recorder.messages.find((message) => message.key === order.orderId);
    expect(JSON.parse(event?.value ?? '{}').data).toMatchObject({
      orderId: order.orderId,
      mismatch: 'amount',
      paidPence: 5999,
      expectedPence: 6999,
      sessionId: order.sessionId,
    });
    // The money is held, so no second checkout takes more.
    const again = await t.checkout(t.customer(order.userId).auth, order.orderId, 6999);
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(
      'We have received a payment for this order that does not match its total. Our team is checking it and will be in touch.',
    );
  });

  it('when the provider took another amount or currency than the session asked for, then it is a mismatch, not a success', async () => {
    const short = await orderWithSession();
    await t.postWebhook(
      sessionEvent('checkout.session.completed', short, 'paid', { amount_total: 599, currency: 'gbp' }),
    );
    const euros = await orderWithSession();
    await t.postWebhook(
      sessionEvent('checkout.session.completed', euros, 'paid', { amount_total: 5999, currency: 'eur' }),
    );
    expect((await payment(short.orderId))?.mismatch).toMatchObject({ mismatch: 'amount', paidPence: 599 });
    expect((await payment(euros.orderId))?.mismatch).toMatchObject({
      mismatch: 'currency',
      paidCurrency: 'eur',
    });
    await eventually(
      'both announced',
      () => published(short.orderId).length + published(euros.orderId).length === 2,
    );
    expect([...published(short.orderId), ...published(euros.orderId)]).toEqual([
      'PaymentMismatched',
      'PaymentMismatched',
    ]);
  });

  it('when a repriced order is checked out again and the new session is paid, then it is a plain success', async () => {
    const order = await orderWithSession();
    await t.repriceOrder(order, 5999, 6999);
    const { auth } = t.customer(order.userId);
    const next = await t.checkout(auth, order.orderId, 6999);
    expect(next.status).toBe(200);
    const current = { ...order, sessionId: sessionIdOf(next.body.checkout_url) };
    await t.postWebhook(
      sessionEvent('checkout.session.completed', current, 'paid', { amount_total: 6999, currency: 'gbp' }),
    );
    expect(await payment(order.orderId)).toMatchObject({ status: 'completed', mismatch: null });
    await eventually('PaymentSucceeded', () => published(order.orderId).length === 1);
    expect(published(order.orderId)).toEqual(['PaymentSucceeded']);
  });
});
