import type { Consumer, ConsumerConfig, Kafka } from 'kafkajs';
import type { Logger } from '../logging/create-logger';
import { consumerCrashes } from '../metrics/consumer-crashes';
import type { ServiceMetrics } from '../metrics/service-metrics';

/** How one consumer instance is made ready to read: connected, subscribed and running (kafka-event-bus.ts). */
export type ConsumerRun = (consumer: Consumer) => Promise<void>;

export interface SupervisedConsumerOptions {
  kafka: Kafka;
  config: ConsumerConfig;
  /** The group's name as the service calls it (logs and metrics). */
  groupId: string;
  logger: Logger;
  metrics?: ServiceMetrics;
  /** Event listeners for each new instance (heartbeats, lag), attached before it connects. */
  watch(consumer: Consumer): void;
  run: ConsumerRun;
}

export interface SupervisedConsumer {
  /** False from a crash until the group has been joined again: nothing of the topics is being read meanwhile. */
  isConsuming(): boolean;
  /** When the running instance's last heartbeat was acknowledged (or it started). */
  lastHeartbeat(): number;
  stop(): Promise<void>;
}

/**
 * The wait before the first replacement of a crashed consumer; each failed attempt doubles it, up to the limit.
 * The limit is short (an attempt is one connection try) so that a consumer is back within seconds of the broker.
 */
const FIRST_RESTART_MS = 1_000;
const LONGEST_RESTART_MS = 3_000;

/**
 * A consumer that is started again whatever it crashed of. kafkajs restarts a consumer by itself only after an
 * error it deems retriable; after any other (`Failed to find group coordinator` when the broker comes back in the
 * middle of a rebalance, say) it disconnects and stays dead, and the service would go on serving without it: a
 * read model frozen, token revocations no longer heard. So every crash is logged as a warning and counted
 * (`event_consumer_crashes_total`), and one kafkajs will not restart is replaced by a new instance of the same
 * group, after a wait that grows while the replacements fail. The offsets are the group's, so the new one goes on
 * from the last message committed: what was being handled is delivered again, as after any restart.
 */
export async function startSupervisedConsumer(
  options: SupervisedConsumerOptions,
): Promise<SupervisedConsumer> {
  const { logger, groupId } = options;
  const crashes = options.metrics ? consumerCrashes(options.metrics) : undefined;
  let current: Consumer | null = null;
  let consuming = true;
  let heartbeat = Date.now();
  let stopped = false;
  let restartTimer: NodeJS.Timeout | undefined;

  async function startInstance(): Promise<void> {
    const consumer = options.kafka.consumer(options.config);
    current = consumer;
    heartbeat = Date.now();
    consumer.on(consumer.events.HEARTBEAT, () => {
      if (current === consumer) heartbeat = Date.now();
    });
    consumer.on(consumer.events.GROUP_JOIN, () => {
      if (current === consumer) consuming = true;
    });
    consumer.on(consumer.events.CRASH, ({ payload }) => {
      if (current !== consumer || stopped) return;
      consuming = false;
      crashes?.inc({ consumer: groupId, restarted_by: payload.restart ? 'client' : 'supervisor' });
      logger.warn(
        {
          consumer: groupId,
          error: payload.error.message,
          restartedBy: payload.restart ? 'client' : 'supervisor',
        },
        'event consumer crashed; starting it again',
      );
      if (!payload.restart) replaceLater(FIRST_RESTART_MS);
    });
    options.watch(consumer);
    await consumer.connect();
    await options.run(consumer);
  }

  function replaceLater(waitMs: number): void {
    clearTimeout(restartTimer);
    restartTimer = setTimeout(() => void replace(waitMs), waitMs);
  }

  async function replace(waitedMs: number): Promise<void> {
    if (stopped) return;
    const crashed = current;
    // kafkajs has already disconnected a crashed consumer; this only makes sure nothing of it lingers.
    await crashed?.disconnect().catch(() => undefined);
    try {
      await startInstance();
      if (stopped) {
        await current?.disconnect();
        return;
      }
      logger.info({ consumer: groupId }, 'event consumer started again');
    } catch (error) {
      logger.warn(
        { consumer: groupId, error: error instanceof Error ? error.message : String(error) },
        'event consumer could not be started again; trying later',
      );
      await current?.disconnect().catch(() => undefined);
      replaceLater(Math.min(waitedMs * 2, LONGEST_RESTART_MS));
    }
  }

  await startInstance();
  return {
    isConsuming: () => consuming,
    lastHeartbeat: () => heartbeat,
    async stop() {
      stopped = true;
      clearTimeout(restartTimer);
      await current?.disconnect();
    },
  };
}
