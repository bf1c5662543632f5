import type { Model } from 'mongoose';
import type { EventBus } from '../events/event-bus';
import type { JobLeases } from '../jobs/job-leases';
import { documentLockKey, type KeyedLock } from '../concurrency/keyed-lock';
import type { Logger } from '../logging/create-logger';
import { trustedFilter } from '../mongo/connect-mongo';
import type { OutboxEntry, WithOutbox } from './outbox-entry';
import { parkOutboxEntry } from './outbox-parking';
import { isRefusedForGood } from './refused-for-good';

const toMessage = (entry: OutboxEntry) => ({
  topic: entry.topic,
  key: entry.key,
  value: entry.payload,
  headers: {
    'event-type': entry.type,
    'event-id': entry.eventId,
    ...(entry.traceparent ? { traceparent: entry.traceparent } : {}),
  },
});

// Documents of any aggregate type: the relay only touches the outbox fields, whatever else the model holds.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyModel = Model<any>;

/** A document a service has just written events into: which collection, and its `_id`. */
export interface WrittenDocument {
  model: AnyModel;
  id: unknown;
}

export interface OutboxRelayOptions {
  /** Every collection whose documents carry an outbox. */
  models: AnyModel[];
  bus: EventBus;
  logger: Logger;
  /**
   * How often to look through every collection for events a crash or another instance left behind. Each sweep
   * reads the `outboxPending` index on MongoDB but is a full scan on the local FerretDB, so it runs rarely; the
   * documents a service names in `kick` are published at once, and a failed publish is retried every second.
   */
  sweepIntervalMs?: number;
  /** How often documents whose publish failed are tried again. */
  retryIntervalMs?: number;
  batchSize?: number;
  /**
   * The lock the service takes for its own writes to these documents (see createKeyedLock): the relay's clean-up
   * is a write too, and on FerretDB an unlocked `$pull` racing the service's `$push` can lose the new event.
   */
  documentLock?: KeyedLock;
  /**
   * With several instances, the timed sweeps run once per interval across all of them (the slot's winner sweeps);
   * without, every instance sweeps. Each instance still sweeps once at start, and publishes the documents it wrote
   * itself at once.
   */
  sweepLeases?: JobLeases;
}

export interface OutboxRelay {
  /** Starts a sweep of everything pending (without waiting for it), then keeps sweeping on a timer. */
  start(): Promise<void>;
  /**
   * Asks for a publish as soon as possible (called right after a write); never throws. Naming the written
   * document publishes just that one, read by `_id`; with no argument, every collection is swept.
   */
  kick(written?: WrittenDocument): void;
  /** Publishes everything pending and resolves when done (or throws if publishing failed). */
  flush(): Promise<void>;
  stop(): Promise<void>;
  /** What is waiting to go out, for `/health/ready` and the logs. */
  backlog(): OutboxBacklog;
}

export interface OutboxBacklog {
  /** Documents written since the last successful publish of theirs, not yet published. */
  waitingDocuments: number;
  /** How long the longest waiting of those documents has waited, in seconds (0 when none waits). */
  oldestWaitingSeconds: number;
  /** Since when publishing has been failing (an outage of the broker); null while it works. */
  failingSince: string | null;
  /** Events the broker refused for good since start, set aside in `outbox_parked`. */
  parkedSinceStart: number;
}

/**
 * Moves events from documents' outboxes onto Kafka: publish (idempotent producer, acks=all), then `$pull` exactly
 * the published entries, then clear `outboxPending` only if nothing new arrived meanwhile. A crash anywhere in
 * between republishes on the next sweep: delivery is at-least-once, and consumers are idempotent. There is no
 * terminal failed state: a failed publish is retried within `retryIntervalMs`, and on the next kick or sweep.
 */
export function createOutboxRelay({
  models,
  bus,
  logger,
  sweepIntervalMs = 10_000,
  retryIntervalMs = 1000,
  batchSize = 100,
  documentLock = (_key, task) => task(),
  sweepLeases,
}: OutboxRelayOptions): OutboxRelay {
  let sweepTimer: NodeJS.Timeout | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let sweeping: Promise<void> | undefined;
  let rerunRequested = false;
  let sweepRequested = false;
  let stopped = false;
  /** Documents named by `kick` and not yet published (or whose publish failed), by model and `_id`. */
  const named = new Map<string, WrittenDocument>();
  /** Documents the named loop is reading or publishing right now. */
  const publishingNamed = new Set<string>();
  const namedKey = ({ model, id }: WrittenDocument) => documentLockKey(model, id);
  /** When each named document was first named and not yet published: the age of the backlog. */
  const waitingSince = new Map<string, number>();
  /** Events set aside since start (refused for good by the broker). */
  let parked = 0;
  let failingSince: Date | null = null;
  let lastBacklogWarning = 0;
  /** Notes a failed publish, with one warning a minute while the backlog lasts; a success clears it. */
  function publishFailed(error: unknown) {
    failingSince ??= new Date();
    if (Date.now() - lastBacklogWarning >= 60_000) {
      lastBacklogWarning = Date.now();
      logger.warn(
        { err: error, backlog: backlog() },
        'outbox cannot publish; events wait in their documents',
      );
    }
  }
  function backlog(): OutboxBacklog {
    let oldest = Date.now();
    for (const since of waitingSince.values()) oldest = Math.min(oldest, since);
    return {
      waitingDocuments: named.size,
      oldestWaitingSeconds: (Date.now() - oldest) / 1000,
      failingSince: failingSince?.toISOString() ?? null,
      parkedSinceStart: parked,
    };
  }

  async function publishDocuments(
    model: Model<WithOutbox>,
    documents: { _id: unknown; outbox: OutboxEntry[] }[],
  ): Promise<void> {
    const withEvents = documents.filter((document) => document.outbox.length > 0);
    try {
      await bus.publish(withEvents.flatMap((document) => document.outbox.map(toMessage)));
      failingSince = null;
    } catch (error) {
      if (!isRefusedForGood(error)) {
        publishFailed(error);
        throw error;
      }
      // One entry of the batch will never be accepted: send them one at a time, and set aside only those refused,
      // so that one bad event does not hold back every other (it would fail this batch on every sweep).
      for (const document of withEvents) {
        for (const entry of document.outbox) await publishOrPark(model, document._id, entry);
      }
    }
    for (const document of documents) {
      await documentLock(documentLockKey(model, document._id), () => removePublished(model, document));
    }
  }

  async function publishOrPark(model: Model<WithOutbox>, documentId: unknown, entry: OutboxEntry) {
    try {
      await bus.publish([toMessage(entry)]);
    } catch (error) {
      if (!isRefusedForGood(error)) throw error;
      await parkOutboxEntry(model.db, model.collection.name, documentId, entry, error);
      parked++;
      logger.error(
        {
          err: error,
          eventId: entry.eventId,
          type: entry.type,
          topic: entry.topic,
          collection: model.collection.name,
        },
        'the broker refused an event for good; it is set aside in outbox_parked and the others go on',
      );
    }
  }

  async function publishPendingOf(model: Model<WithOutbox>): Promise<number> {
    const documents = await model
      .find({ outboxPending: true })
      .select({ outbox: 1 })
      .limit(batchSize)
      .lean<{ _id: unknown; outbox: OutboxEntry[] }[]>();
    // A document named by a write is the named loop's: publishing it here too would only send its events twice.
    const left = documents.filter((document) => {
      const key = documentLockKey(model, document._id);
      return !named.has(key) && !publishingNamed.has(key);
    });
    await publishDocuments(model, left);
    return documents.length;
  }

  /** The fast path: one document read by `_id` (an index lookup on every server), no scan. */
  async function publishNamed(): Promise<void> {
    for (const [key, written] of [...named]) {
      // Taken off the list before the read: a write that lands meanwhile names the document again, and the rerun
      // that its kick asks for publishes the newer events.
      named.delete(key);
      publishingNamed.add(key);
      const model = written.model as Model<WithOutbox>;
      try {
        // By `_id` alone: any other condition makes FerretDB scan the collection.
        const document = await model
          .findById(written.id)
          .select({ outbox: 1, outboxPending: 1 })
          .lean<{ _id: unknown; outbox: OutboxEntry[]; outboxPending: boolean }>();
        if (document?.outboxPending) await publishDocuments(model, [document]);
        // Named again meanwhile: a newer write waits, since about now.
        if (named.has(key)) waitingSince.set(key, Date.now());
        else waitingSince.delete(key);
      } catch (error) {
        named.set(key, written);
        throw error;
      } finally {
        publishingNamed.delete(key);
      }
    }
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
      while (!stopped && (await publishPendingOf(model)) === batchSize) {
        // a full batch means there may be more waiting
      }
    }
  }

  /** The documents named by `kick`, one pass at a time; a kick during a pass asks for another pass. */
  function run(): Promise<void> {
    if (running) {
      rerunRequested = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          rerunRequested = false;
          await publishNamed();
        } while (rerunRequested && !stopped);
      } finally {
        running = undefined;
      }
    })();
    return running;
  }

  /**
   * Every collection, apart from the named documents' loop: on FerretDB a sweep is a full scan (minutes with a
   * large collection), and a fresh event must not wait behind it. Both may publish one document at the same
   * moment; that is the at-least-once delivery consumers already allow for, and each clean-up takes the lock.
   */
  function sweep(): Promise<void> {
    sweepRequested = false;
    sweeping ??= sweepAll()
      .catch((error: unknown) => {
        sweepRequested = true;
        throw error;
      })
      .finally(() => {
        sweeping = undefined;
      });
    return sweeping;
  }

  /** A sweep on the clock: this instance's, unless another instance has this interval's slot. */
  const sweepJob = `outbox-sweep:${models.map((model) => model.collection.name).join(',')}`;
  async function timedSweep(): Promise<void> {
    if (sweepLeases && !(await sweepLeases.takeSlot(sweepJob, sweepIntervalMs))) return;
    await sweep();
  }

  return {
    start() {
      stopped = false;
      // Not awaited: readiness must not wait for a full scan of every collection (see sweep). Not leased either:
      // an instance back from a crash looks for what it left at once.
      sweep().catch((error: unknown) =>
        logger.warn({ err: error }, 'outbox start-up sweep failed; will retry'),
      );
      sweepTimer = setInterval(() => {
        timedSweep().catch((error: unknown) =>
          logger.warn({ err: error }, 'outbox sweep failed; will retry'),
        );
      }, sweepIntervalMs);
      retryTimer = setInterval(() => {
        if (named.size > 0)
          run().catch((error: unknown) => logger.warn({ err: error }, 'outbox retry failed; will retry'));
        if (sweepRequested)
          sweep().catch((error: unknown) => logger.warn({ err: error }, 'outbox sweep failed; will retry'));
      }, retryIntervalMs);
      sweepTimer.unref();
      retryTimer.unref();
      return Promise.resolve();
    },
    kick(written) {
      if (stopped) return;
      if (written) {
        const key = namedKey(written);
        named.set(key, written);
        if (!waitingSince.has(key)) waitingSince.set(key, Date.now());
      }
      (written ? run() : sweep()).catch((error: unknown) =>
        logger.warn({ err: error }, 'outbox publish failed; will retry within a second'),
      );
    },
    async flush() {
      // A sweep already under way may have passed a collection before this was asked: wait for it, then sweep.
      await sweeping?.catch(() => undefined);
      await Promise.all([run(), sweep()]);
    },
    backlog,
    async stop() {
      stopped = true;
      if (sweepTimer) clearInterval(sweepTimer);
      if (retryTimer) clearInterval(retryTimer);
      await Promise.all([running?.catch(() => undefined), sweeping?.catch(() => undefined)]);
    },
  };
}
