import mongoose from 'mongoose';
import request from 'supertest';
import { createLogger } from '@mealbox/platform';
import type { Logger } from '@mealbox/platform';
import { KAFKA_BROKERS, TOPIC_PREFIX, databaseUrl, uniqueName } from '@mealbox/test-support';
import { loadNotificationsConfig } from '../src/config';
import { startNotifications } from '../src/start-notifications';
import type { NotificationsStartOptions, StartedNotifications } from '../src/start-notifications';
import { MAILPIT_SMTP_URL } from './mailpit';

export const logger: Logger = createLogger('notifications-test', 'silent');

export interface TestNotifications {
  service: StartedNotifications;
  api: ReturnType<typeof request>;
  databaseName: string;
  /** Another instance on the same database and consumer group (a restart, or a second instance). */
  startAnother(): Promise<StartedNotifications>;
  stop(): Promise<void>;
}

/** Notifications on port 0 against the real local FerretDB, Kafka and Mailpit, with its own database and group. */
export async function startTestNotifications(
  env: Record<string, string> = {},
  options: NotificationsStartOptions = {},
): Promise<TestNotifications> {
  const databaseName = uniqueName('notifications_test');
  const config = loadNotificationsConfig({
    PORT: '0',
    MONGO_URL: databaseUrl(databaseName),
    KAFKA_BROKERS: KAFKA_BROKERS.join(','),
    KAFKA_TOPIC_PREFIX: TOPIC_PREFIX,
    SMTP_URL: MAILPIT_SMTP_URL,
    SITE_URL: 'https://shop.mealbox.test',
    ...env,
  });
  const consumerGroup = uniqueName('notifications-test');
  const fast = { pollMs: 100, retry: { baseMs: 200, capMs: 1_000 }, ...options.sender };
  const start = () => startNotifications(config, logger, { consumerGroup, ...options, sender: fast });
  const service = await start();
  const others: StartedNotifications[] = [];
  return {
    service,
    api: request(`http://127.0.0.1:${service.port}`),
    databaseName,
    async startAnother() {
      const another = await start();
      others.push(another);
      return another;
    },
    async stop() {
      for (const instance of [service, ...others]) await instance.close().catch(() => undefined);
      const connection = await mongoose.createConnection(databaseUrl(databaseName)).asPromise();
      await connection.dropDatabase();
      await connection.close();
    },
  };
}
