/** Runs `task` once every earlier task with the same key has finished. */
export type KeyedLock = <T>(key: string, task: () => Promise<T>) => Promise<T>;

/**
 * Runs tasks one at a time per key (other keys run freely), in the order they asked.
 *
 * Why: writers of one document in this process queue here instead of racing. A version-guarded write that loses a
 * race reads again and decides again, so queuing saves those attempts, and a 409 is left for a real race with
 * another instance. It is an optimisation, not the guard: the database applies each single-document write as one
 * isolated step (MongoDB does, and the local FerretDB is patched to, infra/ferretdb/patches), and the version
 * guards, conditional filters and unique indexes are what keep several instances right.
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
