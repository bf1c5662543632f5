import type { Logger } from '@mealbox/platform';

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
  { logger, name, intervalMs }: { logger: Logger; name: string; intervalMs: number },
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

  return {
    kick() {
      if (!stopped) run();
    },
    start() {
      stopped = false;
      run();
      timer = setInterval(run, intervalMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
