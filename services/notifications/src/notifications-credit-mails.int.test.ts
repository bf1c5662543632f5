import { TOPICS } from '@mealbox/contracts';
import type {
  CreditEntryRecordedData,
  PaymentPartlyRefundedData,
  PaymentRefundedData,
  UserRegisteredData,
} from '@mealbox/contracts';
import { orderReference } from '@mealbox/contracts';
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

describe('account credit and refund emails, through the real Mailpit', () => {
  let bus: EventBus;
  let identity: TestIdentity;
  let t: TestNotifications;

  beforeAll(async () => {
    if (!(await mailpitAnswers())) throw new Error('Mailpit is not running: bash infra/up.sh starts it');
    bus = await createKafkaEventBus({ ...TEST_KAFKA, clientId: 'notifications-credit-test', logger });
    await bus.ensureTopics([TOPICS.identityUsers, TOPICS.orderingCredit, TOPICS.paymentPayments]);
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
  const entry = (
    customer: UserRegisteredData,
    fields: Partial<CreditEntryRecordedData>,
  ): CreditEntryRecordedData => ({
    entryId: `grant:${objectId()}`,
    customerId: objectId(),
    userId: customer.userId,
    amountPence: 5_00,
    balanceAfterPence: 5_00,
    reason: 'damaged_meal',
    note: '',
    by: 'staff-1',
    orderId: null,
    refundId: null,
    at: '2026-11-26T10:15:00.000Z',
    ...fields,
  });
  const recorded = (data: CreditEntryRecordedData) =>
    announce(bus, TOPICS.orderingCredit, data.customerId, 'CreditEntryRecorded', data, 'ordering');
  /** The welcome, then whatever else arrives. */
  const mailsOtherThanWelcome = async (address: string) =>
    (await inboxOf(address)).filter((message) => message.subject !== 'Welcome to Mealbox');

  it('when staff grant credit and the event is delivered again, then one email says how much and the balance', async () => {
    const customer = newCustomer();
    await register(customer);
    const orderId = objectId();
    const event = await recorded(
      entry(customer, { amountPence: 5_00, balanceAfterPence: 12_50, orderId, note: 'Sorry about the lid' }),
    );
    await deliverAgain(bus, TOPICS.orderingCredit, event.data.customerId, event);
    const mail = await eventually('the credit mail', async () =>
      (await mailsOtherThanWelcome(customer.email)).find((m) => m.subject.includes('credit')),
    );
    const message = await readMessage(mail.id);
    expect(message.subject).toBe("We've added £5.00 credit to your account");
    expect(message.text).toContain("We've added £5.00 credit to your account");
    expect(message.text).toContain('Your credit now: £12.50');
    expect(message.text).toContain('Damaged meal');
    expect(message.text).toContain('Sorry about the lid');
    await settle();
    expect(await mailsOtherThanWelcome(customer.email)).toHaveLength(1);
  });

  it('when credit is spent on an order or a spend is returned, then no email is sent', async () => {
    const customer = newCustomer();
    await register(customer);
    const orderId = objectId();
    await recorded(entry(customer, { entryId: `spend:${orderId}:1`, reason: 'spent', amountPence: -5_00 }));
    await recorded(
      entry(customer, { entryId: `spend-returned:${orderId}:1`, reason: 'returned', amountPence: 5_00 }),
    );
    // A grant after them, to know the consumer has gone past both.
    await recorded(entry(customer, { reason: 'goodwill', amountPence: 1_00 }));
    await eventually(
      'the grant mail',
      async () => (await mailsOtherThanWelcome(customer.email)).length === 1,
    );
    await settle();
    const [only] = await mailsOtherThanWelcome(customer.email);
    expect(only!.subject).toBe("We've added £1.00 credit to your account");
  });

  it('when part of an order is refunded as credit, then one email says so, naming the order', async () => {
    const customer = newCustomer();
    await register(customer);
    const orderId = objectId();
    const refundId = objectId();
    await recorded(
      entry(customer, {
        entryId: `refund:${refundId}`,
        reason: 'refund',
        amountPence: 4_50,
        balanceAfterPence: 4_50,
        orderId,
        refundId,
      }),
    );
    const mail = await eventually(
      'the refund mail',
      async () => (await mailsOtherThanWelcome(customer.email))[0],
    );
    const message = await readMessage(mail.id);
    expect(message.subject).toBe('£4.50 refunded as account credit');
    expect(message.text).toContain(
      `We've refunded £4.50 for order ${orderReference(orderId)} as account credit.`,
    );
  });

  it('when parts of an order are refunded to the card, then one email per refund, however often each is reported', async () => {
    const customer = newCustomer();
    await register(customer);
    const orderId = objectId();
    const part: PaymentPartlyRefundedData = {
      orderId,
      userId: customer.userId,
      orderRefundId: 'refund-1',
      amountPence: 12_50,
      refundedTotalPence: 12_50,
      provider: 'local',
      providerRefundId: 're_1',
      refundedAt: '2026-11-26T10:15:00.000Z',
    };
    const partEvent = await announce(
      bus,
      TOPICS.paymentPayments,
      orderId,
      'PaymentPartlyRefunded',
      part,
      'payment',
    );
    await deliverAgain(bus, TOPICS.paymentPayments, orderId, partEvent);
    const rest: PaymentRefundedData = {
      orderId,
      userId: customer.userId,
      amountPence: 47_49,
      provider: 'local',
      refundId: 're_2',
      refundedAt: '2026-11-26T11:15:00.000Z',
      orderRefundId: 'refund-2',
      refundedTotalPence: 59_99,
    };
    await announce(bus, TOPICS.paymentPayments, orderId, 'PaymentRefunded', rest, 'payment');
    await eventually(
      'two refund mails',
      async () => (await mailsOtherThanWelcome(customer.email)).length === 2,
    );
    await settle();
    const subjects = (await mailsOtherThanWelcome(customer.email)).map((message) => message.subject).sort();
    const reference = orderReference(orderId);
    expect(subjects).toEqual([
      `We've refunded £12.50 to your card (order ${reference})`,
      `We've refunded £47.49 to your card (order ${reference})`,
    ]);
  });
});
