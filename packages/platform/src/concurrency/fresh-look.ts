const ignore = (): void => undefined;

/**
 * A read that must see every change committed before it was asked for ("read your own writes"), shared: at most one
 * look runs at a time, and everyone who asks while one runs shares the next, which starts when that one ends (so it
 * started after they asked). Under load that is one look per round trip whatever the number of callers; the cost to
 * a single caller is at most two looks' time.
 *
 * `running()` is the look in progress, or undefined: a stop waits for it.
 */
export interface FreshLook<T> {
  (): Promise<T>;
  running(): Promise<T> | undefined;
}

export function freshLook<T>(look: () => Promise<T>): FreshLook<T> {
  let running: Promise<T> | undefined;
  let queued: Promise<T> | undefined;

  const start = (): Promise<T> => {
    const current = look();
    running = current;
    current
      .finally(() => {
        if (running === current) running = undefined;
      })
      .catch(ignore);
    return current;
  };

  const ask = (): Promise<T> => {
    if (!running) return start();
    queued ??= running.then(ignore, ignore).then(() => {
      queued = undefined;
      return start();
    });
    return queued;
  };
  return Object.assign(ask, { running: () => running });
}
