import { TOPICS } from '@mealbox/contracts';
import type { CreditEntryRecordedData, UserRegisteredData } from '@mealbox/contracts';
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
});
