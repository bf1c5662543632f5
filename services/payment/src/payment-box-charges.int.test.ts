import { TOPICS } from '@mealbox/contracts';
import { eventually, recordTopic } from '@mealbox/test-support';
import type { PaymentDocument } from './data/payment-model';
import { MAX_BOX_CHARGE_ATTEMPTS } from './domain/box-charges';
import { newObjectId, startTestPayment } from '../test/payment-harness';
import type { TestPayment } from '../test/payment-harness';
import { customerWithSavedCard } from '../test/customer-with-saved-card';

const PAYS = '4242 4242 4242 4242';
/** Pays at checkout; its later off-session charges are refused (the bank wants the customer present). */
const NEEDS_AUTHENTICATION = '4000 0027 6000 3184';
const RETRY_MS = 1000;

describe('subscription boxes charged to the saved card (local provider), on the real MongoDB-wire server and Kafka', () => {
  let t: TestPayment;
  let recorder: Awaited<ReturnType<typeof recordTopic>>;

  beforeAll(async () => {
    // Refused charges are tried again after a second here (a day in production).
    t = await startTestPayment({ boxCharger: { intervalMs: 100, retryMs: RETRY_MS } });
    recorder = await recordTopic(t.bus, TOPICS.paymentPayments);
  });
  afterAll(async () => {
    await recorder.stop();
    await t.stop();
  });

  const eventsOf = (orderId: string) =>
    recorder.messages
      .filter((message) => message.key === orderId)
      .map((message) => JSON.parse(message.value ?? '{}') as { type: string; data: Record<string, unknown> });
  const paymentOf = (orderId: string) => t.payment.deps.payments.findById(orderId).lean<PaymentDocument>();

  const boxOrder = (userId: string, totalPence = 6499) =>
    t.placeOrder({ userId, totalPence, subscriptionId: newObjectId() });

  it('when a customer pays their first box, then the card is saved, and their next box is charged to it off-session and reported paid', async () => {
    const customer = await customerWithSavedCard(t, PAYS);
    const saved = await t.payment.deps.savedCards.findById(customer.userId).lean();
    expect(saved).toMatchObject({ provider: 'local', orderId: customer.firstOrderId });
    expect(saved?.customerRef).toMatch(/^cus_/);

    const box = await boxOrder(customer.userId);
    const succeeded = await eventually('PaymentSucceeded', () =>
      eventsOf(box.orderId).find((event) => event.type === 'PaymentSucceeded'),
    );
    expect(succeeded.data).toMatchObject({ amountPence: 6499, provider: 'local', offSession: true });
    expect(await paymentOf(box.orderId)).toMatchObject({
      status: 'completed',
      amountPaidPence: 6499,
      chargePending: false,
      boxCharge: { attempts: 1, nextAttemptAt: null, lastFailure: null },
    });

    // OrderPlaced again (a redelivery) charges nothing more.
    await t.publishOrderEvent('OrderPlaced', box);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(eventsOf(box.orderId).map((event) => event.type)).toEqual(['PaymentSucceeded']);
    expect((await paymentOf(box.orderId))?.boxCharge?.attempts).toBe(1);
  });

  it('when a box placed as paid by account credit is priced again with something to pay (the credit was spent elsewhere first), then the saved card is charged the new total once', async () => {
    const customer = await customerWithSavedCard(t, PAYS);
    const box = await boxOrder(customer.userId, 0);
    await t.repriceOrder(box, 0, 1250);
    const succeeded = await eventually('PaymentSucceeded', () =>
      eventsOf(box.orderId).find((event) => event.type === 'PaymentSucceeded'),
    );
    expect(succeeded.data).toMatchObject({ amountPence: 1250, offSession: true });

    // The same OrderRepriced again (a redelivery) charges nothing more.
    await t.repriceOrder(box, 0, 1250);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(eventsOf(box.orderId).map((event) => event.type)).toEqual(['PaymentSucceeded']);
    expect(await paymentOf(box.orderId)).toMatchObject({ amountPaidPence: 1250, boxCharge: { attempts: 1 } });
  });

  it('when a one-off order is priced again, then no card is charged off-session', async () => {
    const customer = await customerWithSavedCard(t, PAYS);
    const order = await t.placeOrder({ userId: customer.userId, totalPence: 0 });
    await t.repriceOrder(order, 0, 1250);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(eventsOf(order.orderId)).toEqual([]);
    expect((await paymentOf(order.orderId))?.boxCharge ?? null).toBeNull();
  });

  it('when the saved card is refused off-session, then the box’s payment fails with the reason, is tried again a bounded number of times, and then stops', async () => {
    const customer = await customerWithSavedCard(t, NEEDS_AUTHENTICATION);
    const box = await boxOrder(customer.userId);
    const stopped = await eventually('the attempts to run out', async () => {
      const payment = await paymentOf(box.orderId);
      return payment?.boxCharge?.attempts === MAX_BOX_CHARGE_ATTEMPTS && !payment.chargePending
        ? payment
        : undefined;
    });
    expect(stopped).toMatchObject({ status: 'failed', boxCharge: { nextAttemptAt: null } });
    expect(stopped.boxCharge?.lastFailure).toMatch(/confirm this payment/);
    await new Promise((resolve) => setTimeout(resolve, 800));
    const failures = eventsOf(box.orderId).filter((event) => event.type === 'PaymentFailed');
    expect(failures).toHaveLength(MAX_BOX_CHARGE_ATTEMPTS);
    expect(failures.map((event) => event.data.retryAt === null)).toEqual([false, false, true]);
    expect(eventsOf(box.orderId).some((event) => event.type === 'PaymentSucceeded')).toBe(false);
  });

  it('when the customer pays a refused box themselves with another card, then its retries stop and that card is saved', async () => {
    const customer = await customerWithSavedCard(t, NEEDS_AUTHENTICATION);
    const box = await boxOrder(customer.userId);
    await eventually('the first refusal', () =>
      eventsOf(box.orderId).some((event) => event.type === 'PaymentFailed'),
    );
    const session = await t.checkout(customer.auth, box.orderId, box.totalPence);
    expect(session.status).toBe(200);
    const paid = await t.api
      .post(new URL(session.body.checkout_url as string).pathname)
      .type('form')
      .send({ name: 'Ada Lovelace', card_number: PAYS, expiry: '12/34', cvc: '123' });
    expect(paid.status).toBe(303);
    await eventually('the box paid', async () => (await paymentOf(box.orderId))?.status === 'completed');
    expect(await paymentOf(box.orderId)).toMatchObject({ chargePending: false, boxCharge: { attempts: 1 } });
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS + 500));
    expect((await paymentOf(box.orderId))?.boxCharge?.attempts).toBe(1);
    expect((await t.payment.deps.savedCards.findById(customer.userId).lean())?.orderId).toBe(box.orderId);
  });

  it('when the customer has no saved card, then the box’s payment fails saying so', async () => {
    const box = await boxOrder(newObjectId());
    const failed = await eventually('PaymentFailed', () =>
      eventsOf(box.orderId).find((event) => event.type === 'PaymentFailed'),
    );
    expect(failed.data).toMatchObject({ reason: 'No card is saved for this account.', offSession: true });
  });

  it('when staff mark a refused box paid by hand while it waits for its next attempt, then the card is not charged again', async () => {
    const customer = await customerWithSavedCard(t, NEEDS_AUTHENTICATION);
    const box = await boxOrder(customer.userId);
    await eventually('the first refusal', () =>
      eventsOf(box.orderId).some((event) => event.type === 'PaymentFailed'),
    );
    // Staff's Mark as Paid, as ordering announces it.
    await t.publishOrderEvent('OrderPaymentStatusChanged', {
      orderId: box.orderId,
      userId: customer.userId,
      from: 'failed',
      to: 'completed',
      changedAt: new Date().toISOString(),
    } as { orderId: string });
    await eventually(
      'the charge given up',
      async () => (await paymentOf(box.orderId))?.chargePending === false,
    );
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS + 500));
    expect((await paymentOf(box.orderId))?.boxCharge?.attempts).toBe(1);
    expect(eventsOf(box.orderId).map((event) => event.type)).toEqual(['PaymentFailed']);
  });
});
