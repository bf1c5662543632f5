import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { TOPICS } from '@mealbox/contracts';
import {
  createServiceMetrics,
  connectMongo,
  consumersReadiness,
  createKafkaEventBus,
  isMongoReady,
  listen,
  startTokenChecks,
} from '@mealbox/platform';
import type { Logger, RunningService } from '@mealbox/platform';
import { createApp } from './app';
import type { NotificationsConfig } from './config';
import { mailClaimModel } from './data/mail-claim-model';
import { mailModel } from './data/mail-model';
import type { MailModel } from './data/mail-model';
import { recipientModel } from './data/recipient-model';
import { refusedAddressModel } from './data/refused-address-model';
import { reminderPreferenceModel } from './data/reminder-preference-model';
import { createMailSender } from './domain/mail-sender';
import type { MailSender, MailSenderDeps } from './domain/mail-sender';
import { startNotificationConsumer } from './consumers/notification-consumer';
import { smtpTransport } from './mail/smtp-transport';
import type { MailTransport } from './mail/smtp-transport';

/** Knobs tests turn; production uses the defaults. */
export interface NotificationsStartOptions {
  consumerGroup?: string;
  now?: () => Date;
  /** Replaces SMTP (tests of what the sender does with a given failure). */
  transport?: MailTransport;
  sender?: Pick<MailSenderDeps, 'pollMs' | 'retry' | 'claimMs'>;
}

export interface StartedNotifications extends RunningService {
  port: number;
  mails: MailModel;
  sender: MailSender;
}

/** Wires the notifications service: database, bus, the consumer that records mails, the sender, HTTP. */
export async function startNotifications(
  config: NotificationsConfig,
  logger: Logger,
  options: NotificationsStartOptions = {},
): Promise<StartedNotifications> {
  const now = options.now ?? (() => new Date());
  const metrics = createServiceMetrics('notifications');
  const connection = await connectMongo(config.MONGO_URL, { logger });
  const bus = await createKafkaEventBus({
    brokers: config.KAFKA_BROKERS,
    topicPrefix: config.KAFKA_TOPIC_PREFIX,
    clientId: 'notifications',
    logger,
    metrics,
  });
  await bus.ensureTopics([
    TOPICS.identityUsers,
    TOPICS.identityContactMessages,
    TOPICS.orderingOrders,
    TOPICS.orderingSubscriptions,
    TOPICS.orderingCustomers,
    TOPICS.orderingCredit,
    TOPICS.paymentPayments,
  ]);

  const mails = mailModel(connection);
  const claims = mailClaimModel(connection);
  const recipients = recipientModel(connection);
  const refusedAddresses = refusedAddressModel(connection);
  const preferences = reminderPreferenceModel(connection);
  for (const model of [mails, claims, recipients, refusedAddresses, preferences]) await model.init();

  const transport = options.transport ?? smtpTransport(config.SMTP_URL);
  const sender = createMailSender({
    mails,
    claims,
    recipients,
    refusedAddresses,
    transport,
    logger,
    now,
    instanceId: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    from: config.MAIL_FROM,
    siteUrl: config.SITE_URL,
    unsubscribeSecret: config.UNSUBSCRIBE_SECRET,
    claimMs: config.MAIL_CLAIM_SECONDS * 1000,
    ...options.sender,
  });
  sender.start();

  const consumer = await startNotificationConsumer({
    mails,
    preferences,
    recipients,
    bus,
    logger,
    now,
    recorded: () => sender.kick(),
    ...(options.consumerGroup ? { consumerGroup: options.consumerGroup } : {}),
  });

  const tokenChecks = await startTokenChecks({
    bus,
    logger,
    service: 'notifications',
    verifier: { jwksUrl: config.JWKS_URL },
  });
  let backlog = 0;
  const app = createApp({
    logger,
    metrics,
    trustProxy: config.TRUST_PROXY,
    verifier: tokenChecks.verifier,
    mails,
    unsubscribe: { preferences, secret: config.UNSUBSCRIBE_SECRET, siteUrl: config.SITE_URL, now },
    readiness: [
      { name: 'mongo', isReady: () => isMongoReady(connection) },
      {
        name: 'kafka',
        isReady: () => bus.isReady(),
      },
      {
        // The SMTP server's outages are waited out (mails stay pending), so they never make the service unready.
        name: 'mail-outbox',
        isReady: () => true,
        details: () => {
          void sender.backlog().then(
            (count) => (backlog = count),
            () => undefined,
          );
          return { pending: backlog };
        },
      },
      consumersReadiness([consumer]),
    ],
  });
  const server = await listen(app, config.PORT, config.HOST);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  logger.info({ port, smtp: new URL(config.SMTP_URL).host }, 'notifications listening');

  return {
    server,
    port,
    mails,
    sender,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // Each consumer waits out its fetch in flight (up to a second) before it leaves its group: stopped together,
      // shutting down takes one such wait instead of one per consumer.
      await Promise.all([consumer.stop(), tokenChecks.stop()]);
      await sender.stop();
      transport.close();
      await bus.close();
      await connection.close();
    },
  };
}
