import type { Model } from 'mongoose';
import type { EventBus } from '../events/event-bus';
import { documentLockKey, type KeyedLock } from '../concurrency/keyed-lock';
import type { Logger } from '../logging/create-logger';
import { trustedFilter } from '../mongo/connect-mongo';
import type { OutboxEntry, WithOutbox } from './outbox-entry';

export interface OutboxRelayOptions {
  /** Every collection whose documents carry an outbox. */
  // Documents of any aggregate type: the relay only touches the outbox fields, whatever else the model holds.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  models: Model<any>[];
  bus: EventBus;
  logger: Logger;
  /** How often to look for events a crash or a failed publish left behind. */
  sweepIntervalMs?: number;
  batchSize?: number;
  /**
   * The lock the service takes for its own writes to these documents (see createKeyedLock): the relay's clean-up
   * is a write too, and on FerretDB an unlocked `$pull` racing the service's `$push` can lose the new event.
   */
  documentLock?: KeyedLock;
}

export interface OutboxRelay {
  /** Publishes everything pending now, then keeps sweeping on a timer. */
  start(): Promise<void>;
  /** Asks for a publish as soon as possible (called right after a write); never throws. */
  kick(): void;
  /** Publishes everything pending and resolves when done (or throws if publishing failed). */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Moves events from documents' outboxes onto Kafka: publish (idempotent producer, acks=all), then `$pull` exactly
 * the published entries, then clear `outboxPending` only if nothing new arrived meanwhile. A crash anywhere in
 * between republishes on the next sweep: delivery is at-least-once, and consumers are idempotent. There is no
 * terminal failed state; a failed publish is retried on the next kick or sweep.
 */
export function createOutboxRelay({
  models,
  bus,
  logger,
  sweepIntervalMs = 1000,
  batchSize = 100,
  documentLock = (_key, task) => task(),
}: OutboxRelayOptions): OutboxRelay {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let rerunRequested = false;
  let stopped = false;

  async function publishPendingOf(model: Model<WithOutbox>): Promise<number> {
    const documents = await model
      .find({ outboxPending: true })
      .select({ outbox: 1 })
      .limit(batchSize)
      .lean<{ _id: unknown; outbox: OutboxEntry[] }[]>();
    const withEvents = documents.filter((document) => document.outbox.length > 0);
    await bus.publish(
      withEvents.flatMap((document) =>
        document.outbox.map((entry) => ({
          topic: entry.topic,
          key: entry.key,
          value: entry.payload,
          headers: { 'event-type': entry.type, 'event-id': entry.eventId },
        })),
      ),
    );
    for (const document of documents) {
      await documentLock(documentLockKey(model, document._id), () => removePublished(model, document));
    }
    return documents.length;
  }

  async function removePublished(
    model: Model<WithOutbox>,
    document: { _id: unknown; outbox: OutboxEntry[] },
  ): Promise<void> {
    // One `$pull` per entry, matching the whole entry exactly as it was read: FerretDB v1 silently ignores `$pull`
    // conditions (`{eventId: x}`, `$in`) and only removes elements equal to the given value.
    for (const entry of document.outbox) {
      await model.updateOne({ _id: document._id }, { $pull: { outbox: entry } });
    }
    await model.updateOne(trustedFilter({ _id: document._id, outbox: { $size: 0 } }), {
      $set: { outboxPending: false },
    });
  }

  async function sweepAll(): Promise<void> {
    for (const model of models) {
      while ((await publishPendingOf(model)) === batchSize) {
        // a full batch means there may be more waiting
      }
    }
  }

  function run(): Promise<void> {
    if (running) {
      rerunRequested = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          rerunRequested = false;
          await sweepAll();
        } while (rerunRequested && !stopped);
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  return {
    async start() {
      stopped = false;
      await run().catch((error: unknown) =>
        logger.warn({ err: error }, 'outbox start-up sweep failed; will retry'),
      );
      timer = setInterval(() => {
        run().catch((error: unknown) => logger.warn({ err: error }, 'outbox sweep failed; will retry'));
      }, sweepIntervalMs);
      timer.unref();
    },
    kick() {
      if (stopped) return;
      run().catch((error: unknown) =>
        logger.warn({ err: error }, 'outbox publish failed; the sweep will retry'),
      );
    },
    async flush() {
      await run();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
