/** Runs `task` once every earlier task with the same key has finished. */
export type KeyedLock = <T>(key: string, task: () => Promise<T>) => Promise<T>;

/**
 * Runs tasks one at a time per key (other keys run freely), in the order they asked.
 *
 * Why: FerretDB v1 applies an update as read-modify-write without isolation, so two concurrent updates of ONE
 * document can both match a condition or lose each other's `$set`/`$push`/`$inc`. A service therefore sends every
 * write of a document through one lock keyed by the document (`documentLockKey`), and the outbox relay takes the
 * same lock for its clean-up. Trade-off: this protects against this process only; a second instance of a service
 * needs real MongoDB (where single-document updates are atomic), as the Docker setup runs.
 */
export function createKeyedLock(): KeyedLock {
  const tails = new Map<string, Promise<unknown>>();
  return async function withLock<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    const run = previous.then(task);
    const tail = run.catch(() => undefined);
    tails.set(key, tail);
    try {
      return await run;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}

/** The lock key of one document: its collection and id. */
export function documentLockKey(collection: { collection: { collectionName: string } }, id: unknown): string {
  return `${collection.collection.collectionName}:${String(id)}`;
}
