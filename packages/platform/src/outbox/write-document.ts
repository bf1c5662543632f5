import { documentLockKey, type KeyedLock } from '../concurrency/keyed-lock';
import { appliedOnce } from '../consumers/applied-once';
import { conflict } from '../http/http-problem';
import { outboxUpdate, type OutboxEntry } from './outbox-entry';

/**
 * How often a write that lost a race with another instance re-reads and tries again before answering 409. Races
 * within one instance never get here (its writers queue on the lock), so this is for other instances' writers:
 * with a short random pause between attempts, a few are enough for a customer never to see a 409 for a change
 * nobody else contradicted.
 */
export const MAX_CONCURRENT_RETRIES = 6;
/** The longest pause before another attempt; each pause is random up to this, so racing instances fall apart. */
const MAX_RETRY_PAUSE_MS = 20;

/**
 * Races lost to another writer (each one a re-read and a second decision) since this process started: what a
 * second instance costs in repeated work, read by the instance proofs and worth exporting as a metric.
 */
let lostRaces = 0;
export const lostRaceCount = (): number => lostRaces;

/** Never read a document's outbox: no decision needs it, and it can hold many unpublished events. */
const WITHOUT_OUTBOX = { outbox: 0 } as const;

/**
 * The few collection methods the write uses. Structural rather than mongoose's `Model<T>`, whose filter types do
 * not resolve for a generic document; any mongoose model fits, and so does a small fake in the unit tests.
 */
export interface DocumentCollection {
  collection: { collectionName: string };
  findById(id: unknown): { select(projection: typeof WITHOUT_OUTBOX): { lean(): PromiseLike<unknown> } };
  updateOne(filter: object, update: object): PromiseLike<{ matchedCount: number }>;
}

/** A document the helper can write: it has an id and a last-changed time (set by every write). */
export interface StoredDocument {
  _id: unknown;
  updatedAt: Date;
}

/** The numeric field a collection guards its writes with; older collections call it `revision`. */
export type VersionField<TDoc> = Extract<keyof TDoc, 'version' | 'revision'>;

/** What a change writes, in one update: fields to set, the events announcing them, and any lists it appends to. */
export interface DocumentChange<TDoc> {
  set: Partial<TDoc>;
  events: OutboxEntry[];
  /** `$push` operators of the change itself (a confirmation, a locked slot), merged with the outbox's. */
  push?: Record<string, unknown>;
  /**
   * Conditions the write needs besides the version read, for the fields the decision rests on (an order's meal
   * count, its payment): kept in the filter so that a writer that changed them without moving the version still
   * stops this write.
   */
  where?: Record<string, unknown>;
}

/**
 * What `decide` answers: a change to write and what to report about it, or only the report when there is nothing
 * to do. A refusal is a thrown HttpProblem (notFound, conflict, badRequest), as the handlers already answer them.
 */
export type WriteDecision<TDoc, TOutcome> =
  { change: DocumentChange<TDoc>; outcome: TOutcome } | { outcome: TOutcome };

/** How the write ended, with the document as written or, when nothing was written, as read. */
export type WriteResult<TDoc, TOutcome> =
  | { status: 'written'; document: TDoc; outcome: TOutcome }
  | { status: 'unchanged'; document: TDoc | null; outcome: TOutcome }
  | { status: 'already applied'; document: TDoc };

export interface WriteDocumentOptions<TDoc extends StoredDocument, TOutcome> {
  model: DocumentCollection;
  id: unknown;
  /** The service's document lock (createKeyedLock), shared with the outbox relay's clean-up. */
  lock: KeyedLock;
  versionField: VersionField<TDoc>;
  /**
   * The event being applied, if the write comes from one: a document that already has it answers
   * `already applied` without asking `decide`, and the update records it and applies only if it is not there yet.
   */
  eventId?: string | null;
  /** Fills in what documents written before a field existed lack; the decision and the answer see its result. */
  normalise?: (read: TDoc) => TDoc;
  /**
   * Decides from the document as read (null when there is none). It runs again after a version conflict, on a
   * fresh read, so it must not have effects of its own. It may be async: some decisions look up read models.
   * `at` is the attempt's time, also written as `updatedAt`, so events stamped with it agree with the document.
   */
  decide: (
    current: TDoc | null,
    at: Date,
  ) => WriteDecision<TDoc, TOutcome> | Promise<WriteDecision<TDoc, TOutcome>>;
  now(): Date;
  /**
   * Tells the outbox relay which document has new events; called once, after the lock is released, and awaited
   * before the write is answered (so it may also mark the change for other instances' caches).
   */
  announce(id: TDoc['_id']): void | Promise<void>;
  /** The 409's message when other writers won every attempt. */
  conflictMessage: string;
  maxAttempts?: number;
}

/**
 * The one way a service changes a document with its events (the outbox pattern on a single document): under the
 * document's lock, read it, ask `decide`, and write the change and its events in one update that applies only to
 * the version read. A lost race (another instance wrote first) reads again and decides again, a few times, then
 * answers 409. The lock only orders writers in this process (fewer lost races); the version condition is what keeps
 * several instances right, resting on the database's atomic single-document updates (MongoDB's, and the local
 * FerretDB's with infra/ferretdb/patches/serialise-collection-writes.patch).
 */
export async function writeDocument<TDoc extends StoredDocument, TOutcome>(
  options: WriteDocumentOptions<TDoc, TOutcome>,
): Promise<WriteResult<TDoc, TOutcome>> {
  const { model, id, lock, maxAttempts = MAX_CONCURRENT_RETRIES } = options;
  const ended = await lock(documentLockKey(model, id), async () => {
    for (let attempt = 0; attempt < maxAttempts; attempt++) {
      if (attempt > 0) await pause(Math.random() * MAX_RETRY_PAUSE_MS);
      const written = await attemptWrite(options);
      if (written !== 'lost the race') return written;
      lostRaces++;
    }
    throw conflict(options.conflictMessage);
  });
  // Outside the lock: the relay's clean-up of this document takes the same lock.
  if (ended.status === 'written' && ended.announce) await options.announce(ended.document._id);
  return ended.result;
}

type Attempt<TDoc, TOutcome> =
  | 'lost the race'
  | { status: 'written'; document: TDoc; announce: boolean; result: WriteResult<TDoc, TOutcome> }
  | { status: 'answered'; result: WriteResult<TDoc, TOutcome> };

/** One read, decision and conditional write. */
async function attemptWrite<TDoc extends StoredDocument, TOutcome>(
  options: WriteDocumentOptions<TDoc, TOutcome>,
): Promise<Attempt<TDoc, TOutcome>> {
  const { model, id, versionField, eventId, normalise } = options;
  // The same trust as mongoose's `lean<T>()`: the collection holds documents of this shape.
  const read = (await model.findById(id).select(WITHOUT_OUTBOX).lean()) as TDoc | null;
  const current = read && normalise ? normalise(read) : read;
  if (current && eventId && hasApplied(current, eventId)) {
    return { status: 'answered', result: { status: 'already applied', document: current } };
  }
  const at = options.now();
  const decision = await options.decide(current, at);
  if (!('change' in decision)) {
    return {
      status: 'answered',
      result: { status: 'unchanged', document: current, outcome: decision.outcome },
    };
  }
  if (!current) {
    throw new Error(`${model.collection.collectionName} ${String(id)} must exist before it changes`);
  }
  const version: unknown = current[versionField];
  if (typeof version !== 'number') {
    throw new Error(`${model.collection.collectionName} ${String(id)} has no numeric ${versionField}`);
  }
  const { set, events, push, where } = decision.change;
  const state = { ...set, [versionField]: version + 1, updatedAt: at };
  const once = eventId ? appliedOnce(eventId) : null;
  // No events, no outbox operators: the document is not marked pending for nothing.
  const outbox = events.length > 0 ? outboxUpdate(events) : null;
  const pushes = { ...push, ...once?.update.$push, ...outbox?.$push };
  const written = await model.updateOne(
    { ...where, _id: current._id, [versionField]: version, ...once?.filter },
    {
      $set: { ...state, ...outbox?.$set },
      // MongoDB refuses an empty operator, so `$push` is sent only when something is pushed.
      ...(Object.keys(pushes).length > 0 ? { $push: pushes } : {}),
    },
  );
  if (written.matchedCount !== 1) return 'lost the race';
  const document: TDoc = { ...current, ...state };
  return {
    status: 'written',
    document,
    announce: events.length > 0,
    result: { status: 'written', document, outcome: decision.outcome },
  };
}

function hasApplied(document: StoredDocument, eventId: string): boolean {
  const applied = 'appliedEventIds' in document ? document.appliedEventIds : undefined;
  return Array.isArray(applied) && applied.includes(eventId);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
