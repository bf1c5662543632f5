import { TOPICS } from '@mealbox/contracts';
import type {
  OrderDeliveredData,
  OrderDeliveryAttemptFailedData,
  OrderOutForDeliveryData,
  UserRegisteredData,
} from '@mealbox/contracts';
import { createKafkaEventBus } from '@mealbox/platform';
import type { EventBus } from '@mealbox/platform';
import { TEST_KAFKA, eventually, startTestIdentity } from '@mealbox/test-support';
import type { TestIdentity } from '@mealbox/test-support';
import { announce, deliverAgain } from '../test/announce';
import { newCustomer, objectId } from '../test/facts';
import { inboxOf, mailpitAnswers, readMessage } from '../test/mailpit';
import { logger, startTestNotifications } from '../test/notifications-harness';
import type { TestNotifications } from '../test/notifications-harness';

/** Long enough for a second copy to have arrived had one been sent (the sender looks every 100 ms here). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 2_500));

describe('a box’s way to the customer, told by email through the real Mailpit', () => {
  let bus: EventBus;
  let identity: TestIdentity;
  let t: TestNotifications;

  beforeAll(async () => {
    if (!(await mailpitAnswers())) throw new Error('Mailpit is not running: bash infra/up.sh starts it');
    bus = await createKafkaEventBus({ ...TEST_KAFKA, clientId: 'notifications-delivery-test', logger });
    await bus.ensureTopics([TOPICS.identityUsers, TOPICS.orderingOrders]);
    identity = await startTestIdentity();
    t = await startTestNotifications({ JWKS_URL: identity.jwksUrl });
  });

  afterAll(async () => {
    await t.stop();
    await identity.stop();
    await bus.close();
  });

  const register = (customer: UserRegisteredData) =>
    announce(bus, TOPICS.identityUsers, customer.userId, 'UserRegistered', customer, 'identity');
  const fact = (customer: UserRegisteredData, orderId: string): OrderOutForDeliveryData => ({
    orderId,
    userId: customer.userId,
    reference: 'MB-5F3A9C21',
    deliveryDate: '2026-12-03',
    address: { address: '12 <b>Acacia</b> Avenue', city: 'Leeds', county: '', postcode: 'LS6 2AB' },
    by: 'staff',
    at: '2026-12-03T08:05:00.000Z',
  });
  const orderEvent = <T>(type: string, data: T & { orderId: string }) =>
    announce(bus, TOPICS.orderingOrders, data.orderId, type, data, 'ordering');
  const deliveryMails = async (address: string) =>
    (await inboxOf(address)).filter((message) => message.subject !== 'Welcome to Mealbox');

  it('when a box goes out (announced twice) and arrives (a fresh copy of the fact too), then one "on its way" and one "arrived" email are sent', async () => {
    const customer = newCustomer();
    await register(customer);
    const orderId = objectId();
    const out = await orderEvent('OrderOutForDelivery', fact(customer, orderId));
    await deliverAgain(bus, TOPICS.orderingOrders, orderId, out);
    const delivered: OrderDeliveredData = {
      ...fact(customer, orderId),
      by: 'courier',
      at: '2026-12-03T13:42:00.000Z',
      photoUrl: 'https://courier.example/photos/42.jpg',
    };
    await orderEvent('OrderDelivered', delivered);
    // A fresh copy of the same fact (another event id), as a producer retry would make it.
    await orderEvent('OrderDelivered', delivered);

    const mails = await eventually('both mails', async () => {
      const found = await deliveryMails(customer.email);
      return found.length >= 2 ? found : null;
    });
    await settle();
    expect(await deliveryMails(customer.email)).toHaveLength(2);

    const onItsWay = await readMessage(mails.find((m) => m.subject.includes('on its way'))!.id);
    expect(onItsWay.subject).toBe('Your Mealbox is on its way (order MB-5F3A9C21)');
    expect(onItsWay.text).toContain('arrives on Thursday 3 December 2026');
    expect(onItsWay.text).toContain('12 <b>Acacia</b> Avenue, Leeds, LS6 2AB');
    expect(onItsWay.html).toContain('12 &lt;b&gt;Acacia&lt;/b&gt; Avenue');
    expect(onItsWay.html).not.toContain('<b>Acacia');

    const arrived = await readMessage(mails.find((m) => m.subject.includes('arrived'))!.id);
    expect(arrived.subject).toBe('Your Mealbox has arrived (order MB-5F3A9C21)');
    expect(arrived.text).toContain('delivered on Thursday 3 December 2026 at 13:42');
    expect(arrived.html).toContain('https://courier.example/photos/42.jpg');
    expect(arrived.html).toContain(`/account#order-${orderId}`);
  });

  it('when the box has a safe place and instructions, then the "on its way" email shows them, the instructions HTML-escaped', async () => {
    const customer = newCustomer();
    await register(customer);
    const orderId = objectId();
    const plain = fact(customer, orderId);
    await orderEvent('OrderOutForDelivery', {
      ...plain,
      address: { ...plain.address, safePlace: 'neighbour', instructions: 'Number 14 <i>"Rose"</i> & Co' },
    });
    const [mail] = await eventually('the mail', async () => {
      const found = await deliveryMails(customer.email);
      return found.length >= 1 ? found : null;
    });
    const message = await readMessage(mail!.id);
    expect(message.text).toContain('With a neighbour');
    expect(message.text).toContain('Number 14 <i>"Rose"</i> & Co');
    expect(message.html).toContain('With a neighbour');
    expect(message.html).toContain('Number 14 &lt;i&gt;&quot;Rose&quot;&lt;/i&gt; &amp; Co');
    expect(message.html).not.toContain('<i>"Rose"');
  });

  it('when the courier reports two failed attempts and one is delivered again, then one email per attempt says what the courier said', async () => {
    const customer = newCustomer();
    await register(customer);
    const orderId = objectId();
    const attempt = (attemptId: string, reason: string | null): OrderDeliveryAttemptFailedData => ({
      ...fact(customer, orderId),
      by: 'courier',
      at: '2026-12-03T11:20:00.000Z',
      attemptId,
      reason,
    });
    const first = await orderEvent(
      'OrderDeliveryAttemptFailed',
      attempt('c-1', 'No one home & no safe place'),
    );
    await deliverAgain(bus, TOPICS.orderingOrders, orderId, first);
    await orderEvent('OrderDeliveryAttemptFailed', attempt('c-2', null));

    const mails = await eventually('two mails', async () => {
      const found = await deliveryMails(customer.email);
      return found.length >= 2 ? found : null;
    });
    await settle();
    expect(await deliveryMails(customer.email)).toHaveLength(2);
    expect(mails.map((m) => m.subject)).toEqual([
      'We couldn’t deliver your Mealbox (order MB-5F3A9C21)',
      'We couldn’t deliver your Mealbox (order MB-5F3A9C21)',
    ]);
    const texts = await Promise.all(mails.map(async (m) => (await readMessage(m.id)).text));
    expect(
      texts.filter((text) => text.includes('The courier said: “No one home & no safe place”')),
    ).toHaveLength(1);
    expect(texts.every((text) => text.includes('Thursday 3 December 2026 at 11:20'))).toBe(true);
  });
});
