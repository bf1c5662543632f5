import { TOPICS } from '@mealbox/contracts';
import type { UserRegisteredData } from '@mealbox/contracts';
import { createKafkaEventBus, trustedFilter } from '@mealbox/platform';
import type { EventBus } from '@mealbox/platform';
import { TEST_KAFKA, eventually } from '@mealbox/test-support';
import { announce } from '../test/announce';
import { newCustomer } from '../test/facts';
import { MAILPIT_SMTP_URL, inboxOf, mailpitAnswers } from '../test/mailpit';
import { logger, startTestNotifications } from '../test/notifications-harness';
import type { TestNotifications } from '../test/notifications-harness';
import { startRefusingMailpit } from '../test/refusing-mailpit';
import { smtpRelay } from '../test/smtp-relay';

describe('when the mail server is down or refuses an address', () => {
  let bus: EventBus;

  beforeAll(async () => {
    if (!(await mailpitAnswers())) throw new Error('Mailpit is not running: bash infra/up.sh starts it');
    bus = await createKafkaEventBus({ ...TEST_KAFKA, clientId: 'notifications-smtp-test', logger });
    await bus.ensureTopics([TOPICS.identityUsers]);
  });

  afterAll(async () => {
    await bus.close();
  });

  const register = (customer: UserRegisteredData) =>
    announce(bus, TOPICS.identityUsers, customer.userId, 'UserRegistered', customer, 'identity');

  it('when SMTP is down while mails are due, then they wait, and once it is up each arrives exactly once', async () => {
    const relay = await smtpRelay({ host: '127.0.0.1', port: Number(new URL(MAILPIT_SMTP_URL).port) });
    const t: TestNotifications = await startTestNotifications({ SMTP_URL: relay.url });
    try {
      const customers = [newCustomer(), newCustomer(), newCustomer()];
      for (const customer of customers) await register(customer);
      // Each has been tried and failed at least twice while the server was down, and is still pending.
      await eventually('three failed attempts each', async () => {
        const mails = await t.service.mails
          .find(trustedFilter({ userId: { $in: customers.map((c) => c.userId) } }))
          .lean();
        return mails.length === 3 && mails.every((m) => m.status === 'pending' && m.attempts >= 2)
          ? mails
          : undefined;
      });
      for (const customer of customers) expect(await inboxOf(customer.email)).toHaveLength(0);

      await relay.up();
      for (const customer of customers) {
        await eventually(`the welcome for ${customer.email}`, async () =>
          (await inboxOf(customer.email)).length === 1 ? true : undefined,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      for (const customer of customers) expect(await inboxOf(customer.email)).toHaveLength(1);
      const mails = await t.service.mails
        .find(trustedFilter({ userId: { $in: customers.map((c) => c.userId) } }))
        .lean();
      expect(mails.map((m) => m.status)).toEqual(['sent', 'sent', 'sent']);
    } finally {
      await t.stop();
      await relay.down();
    }
  });

  it('when the server refuses an address for good (5xx), then the mail and the address are recorded as refused and not retried', async () => {
    const refusing = await startRefusingMailpit();
    const t = await startTestNotifications({ SMTP_URL: refusing.smtpUrl });
    try {
      const customer = newCustomer({ email: `nobody${Date.now()}@refused.example.org` });
      await register(customer);
      const refused = await eventually('the mail refused', async () => {
        const mail = await t.service.mails.findById(`welcome:${customer.userId}`).lean();
        return mail?.status === 'refused' ? mail : undefined;
      });
      expect(refused.lastError).toMatch(/^5\d\d/);
      expect(refused.attempts).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const later = await t.service.mails.findById(`welcome:${customer.userId}`).lean();
      expect(later).toMatchObject({ status: 'refused', attempts: 1 });
    } finally {
      await t.stop();
      await refusing.stop();
    }
  });
});
