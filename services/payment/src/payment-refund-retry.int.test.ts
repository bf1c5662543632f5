import { randomUUID } from 'node:crypto';
import { TOPICS } from '@mealbox/contracts';
import { eventually, recordTopic } from '@mealbox/test-support';
import { newObjectId, startTestPayment } from '../test/payment-harness';
import type { TestPayment } from '../test/payment-harness';
import { refundKey } from './domain/payment-refunds';

/**
 * The refund worker asks the provider, then records its answer: a crash in between leaves the refund made at the
 * provider and still `requested` here. The next run asks again under the same key, so the provider answers the
 * refund it made instead of making a second, and it is recorded (and announced) once.
 */
describe('a refund asked of the provider again after a crash, with the local provider', () => {
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

  async function paidOrder() {
    const { userId, auth } = t.customer();
    const { orderId } = await t.placeOrder({ userId, totalPence: 5999 });
    const opened = await t.checkout(auth, orderId, 5999);
    expect(opened.status).toBe(200);
    const paid = await t.api
      .post(new URL(opened.body.checkout_url as string).pathname)
      .type('form')
      .send({ name: 'Ada Lovelace', card_number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' });
    expect(paid.status).toBe(303);
    await eventually(
      'paid',
      async () => (await t.payment.deps.payments.findById(orderId).lean())?.status === 'completed',
    );
    return { userId, orderId };
  }
  const published = (orderId: string, type: string) =>
    recorder.messages
      .filter((message) => message.key === orderId)
      .map((message) => JSON.parse(message.value ?? '{}'))
      .filter((event) => event.type === type);

  it('when the provider already made the refund under its key, then asking again makes no second refund and it is recorded once', async () => {
    const { userId, orderId } = await paidOrder();
    const payment = await t.payment.deps.payments.findById(orderId).lean();
    const refundId = randomUUID();
    // What the worker did before the crash: the provider call, under the refund's key, whose answer was lost.
    const before = await t.payment.deps.provider.refund({
      orderId,
      paymentIntentId: payment?.paymentIntentId ?? '',
      amountPence: 12_50,
      idempotencyKey: refundKey({ refundId }),
    });
    expect(before).toEqual({ id: expect.stringMatching(/^re_/), status: 'pending' });

    await t.publishOrderEvent('PartialRefundRequested', {
      orderId,
      userId,
      customerId: newObjectId(),
      refundId,
      amountPence: 12_50,
      destination: 'card',
      lines: [],
      reason: null,
      note: '',
      requestedBy: newObjectId(),
      requestedAt: new Date().toISOString(),
    } as { orderId: string });
    await eventually('recorded', async () => {
      const stored = await t.payment.deps.payments.findById(orderId).lean();
      return stored?.refunds?.[0]?.state === 'refunded';
    });
    const stored = await t.payment.deps.payments.findById(orderId).lean();
    expect(stored?.refunds).toEqual([
      expect.objectContaining({
        refundId,
        amountPence: 12_50,
        state: 'refunded',
        providerRefundId: before.id,
      }),
    ]);
    const session = await t.payment.deps.orders.db
      .collection('local_checkout_sessions')
      .findOne({ orderId, paymentStatus: 'paid' });
    expect(session?.refunds).toEqual([expect.objectContaining({ id: before.id, amountPence: 12_50 })]);
    await eventually('announced', () => published(orderId, 'PaymentPartlyRefunded').length === 1);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(published(orderId, 'PaymentPartlyRefunded')).toHaveLength(1);
  });
});
