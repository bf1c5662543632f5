/** Thrown at once when the queue's waiting line is full. */
export class QueueFull extends Error {
  override readonly name = 'QueueFull';
  constructor() {
    super('too much work waiting');
  }
}

export interface BoundedQueue {
  /** Runs `task` when a slot is free; throws `QueueFull` straight away if the waiting line is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running and waiting now (for readiness details and tests). */
  load(): { running: number; waiting: number };
}

/**
 * At most `maxRunning` tasks at once and at most `maxWaiting` more in line; anything beyond is refused at once.
 * For work whose cost is memory (a 128 MiB scrypt hash): a burst then costs a bounded amount and the excess
 * gets a quick "busy" answer instead of piling up until the process runs out of memory.
 */
export function createBoundedQueue({
  maxRunning,
  maxWaiting,
}: {
  maxRunning: number;
  maxWaiting: number;
}): BoundedQueue {
  let running = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  return {
    async run(task) {
      if (running < maxRunning) running++;
      else if (waiting.length < maxWaiting) await new Promise<void>((resolve) => waiting.push(resolve));
      else throw new QueueFull();
      // A slot handed over by `release` keeps `running` as it was: the finished task's slot is now this one's.
      try {
        return await task();
      } finally {
        release();
      }
    },
    load: () => ({ running, waiting: waiting.length }),
  };
}
