import { eventually, metricSample } from '@mealbox/test-support';
import type { PaymentDocument } from './data/payment-model';
import { newObjectId, startTestPayment } from '../test/payment-harness';
import type { TestPayment } from '../test/payment-harness';
import { customerWithSavedCard } from '../test/customer-with-saved-card';

const PAYS = '4242 4242 4242 4242';
/** Pays at checkout; its later off-session charges are refused (the bank wants the customer present). */
const NEEDS_AUTHENTICATION = '4000 0027 6000 3184';

describe("payment's /metrics, scraped over HTTP while customers pay (local provider, real MongoDB-wire server and Kafka)", () => {
  let t: TestPayment;

  beforeAll(async () => {
    // A refused box is tried again after a second here (a day in production).
    t = await startTestPayment({ boxCharger: { intervalMs: 100, retryMs: 1000 } });
  });
  afterAll(async () => {
    await t.stop();
  });

  const scrape = async () => (await t.api.get('/metrics').expect(200)).text;
  const paymentOf = (orderId: string) => t.payment.deps.payments.findById(orderId).lean<PaymentDocument>();
  const sample = async (name: string, labels: Record<string, string>) =>
    metricSample(await scrape(), name, labels) ?? 0;

  const boxOrder = (userId: string) =>
    t.placeOrder({ userId, totalPence: 6499, subscriptionId: newObjectId() });

  it('when a checkout is paid, then a succeeded payment is counted for the provider, under the checkout route too', async () => {
    const succeeded = { outcome: 'succeeded', provider: 'local', service: 'payment' };
    const before = await sample('payment_outcomes_total', succeeded);

    await customerWithSavedCard(t, PAYS);

    expect(await sample('payment_outcomes_total', succeeded)).toBe(before + 1);
    expect(
      await sample('http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/create-checkout-session',
        status: '200',
      }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('when a box is charged to a saved card, then a charged box and a succeeded payment are counted', async () => {
    const customer = await customerWithSavedCard(t, PAYS);
    const charged = await sample('box_charges_total', { outcome: 'charged' });
    const succeeded = await sample('payment_outcomes_total', { outcome: 'succeeded', provider: 'local' });

    const box = await boxOrder(customer.userId);
    await eventually('the box paid', async () => (await paymentOf(box.orderId))?.status === 'completed');

    expect(await sample('box_charges_total', { outcome: 'charged' })).toBe(charged + 1);
    expect(await sample('payment_outcomes_total', { outcome: 'succeeded', provider: 'local' })).toBe(
      succeeded + 1,
    );
  });

  it('when the saved card is refused off-session, then the refused charge and the failed payment are counted', async () => {
    const customer = await customerWithSavedCard(t, NEEDS_AUTHENTICATION);
    const refused = await sample('box_charges_total', { outcome: 'refused' });
    const failed = await sample('payment_outcomes_total', { outcome: 'failed', provider: 'local' });

    const box = await boxOrder(customer.userId);
    await eventually('the first refusal', async () => (await paymentOf(box.orderId))?.status === 'failed');

    expect(await sample('box_charges_total', { outcome: 'refused' })).toBeGreaterThanOrEqual(refused + 1);
    expect(
      await sample('payment_outcomes_total', { outcome: 'failed', provider: 'local' }),
    ).toBeGreaterThanOrEqual(failed + 1);
  });
});
