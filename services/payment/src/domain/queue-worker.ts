import type { JobLeases, Logger } from '@mealbox/platform';

export interface QueueWorker {
  /** Asks for a run as soon as possible (work was just queued); never throws. */
  kick(): void;
  start(): void;
  stop(): Promise<void>;
}

/**
 * The rhythm the payment service's workers share (refunds, subscription box charges): a pass over the queue on
 * start, on every kick and every `intervalMs`; one pass at a time, with a kick during a pass asking for another.
 * A failed pass is logged and left to the next. `isStopped` lets a pass end early when the service stops.
 */
export function createQueueWorker(
  runOnce: (isStopped: () => boolean) => Promise<void>,
  {
    logger,
    name,
    intervalMs,
    leases,
  }: {
    logger: Logger;
    name: string;
    intervalMs: number;
    /** With several instances, the timed passes run once per interval across them; a kick runs here at once. */
    leases?: JobLeases;
  },
): QueueWorker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const isStopped = () => stopped;

  function run(): void {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await runOnce(isStopped).catch((error: unknown) =>
          logger.warn({ err: error }, `${name} run failed; will retry`),
        );
      } while (again && !stopped);
    })().finally(() => (running = undefined));
  }

  /** A pass on the clock: this instance's, unless another instance has this interval's slot. */
  function timedRun(): void {
    if (!leases) return run();
    leases.takeSlot(name, intervalMs).then(
      (won) => {
        if (won && !stopped) run();
      },
      (error: unknown) => logger.warn({ err: error }, `${name} lease failed; will retry`),
    );
  }

  return {
    kick() {
      if (!stopped) run();
    },
    start() {
      stopped = false;
      timedRun();
      timer = setInterval(timedRun, intervalMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
