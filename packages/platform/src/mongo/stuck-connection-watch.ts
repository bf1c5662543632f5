import type { Logger } from '../logging/create-logger';

export interface StuckConnectionWatchOptions {
  /** Whether the service's own connection reads connected now. */
  isConnected: () => boolean;
  /** Whether the database answers a fresh, short-lived client now (never throws). */
  databaseAnswers: () => Promise<boolean>;
  /** Closes the service's connection and opens it again. */
  reopen: () => Promise<void>;
  logger: Logger;
  checkEveryMs?: number;
  /** How long the database must have answered a fresh client, while ours still reads down, before ours is reopened. */
  answeringForMs?: number;
}

export interface StuckConnectionWatch {
  /** One look (the timer calls it; tests call it directly). */
  check(): Promise<void>;
  stop(): void;
}

/**
 * The last resort after a database outage: the driver reconnects by itself, and normally within a heartbeat
 * (2 s, connect-mongo.ts) of the database's return. Under load we have seen a service's connection stay down for good after the
 * database came back (every request 503, every consumer waiting), while a fresh client reached the same database
 * through the same link at once. So while the connection reads down, this asks a fresh client; once the database
 * has answered it for `answeringForMs` (two heartbeats and more: the driver has had its chance) and ours still reads down,
 * ours is closed and opened again. During a real outage the fresh client fails too, and nothing is done.
 * The trade-off: operations in flight at the reopen fail as in an outage (they are retried or answered 503).
 */
export function watchForStuckConnection({
  isConnected,
  databaseAnswers,
  reopen,
  logger,
  checkEveryMs = 2_000,
  answeringForMs = 5_000,
}: StuckConnectionWatchOptions): StuckConnectionWatch {
  let answeringSince: number | null = null;
  let checking: Promise<void> | undefined;

  async function look(): Promise<void> {
    if (isConnected()) {
      answeringSince = null;
      return;
    }
    if (!(await databaseAnswers())) {
      answeringSince = null;
      return;
    }
    answeringSince ??= Date.now();
    if (Date.now() - answeringSince < answeringForMs || isConnected()) return;
    logger.warn(
      { answeringForMs: Date.now() - answeringSince },
      'the database answers a fresh client but our connection has not come back; opening it again',
    );
    answeringSince = null;
    await reopen();
  }

  const check = (): Promise<void> => {
    checking ??= look()
      .catch((error: unknown) => logger.warn({ err: error }, 'reopening the database connection failed'))
      .finally(() => {
        checking = undefined;
      });
    return checking;
  };
  const timer = setInterval(() => void check(), checkEveryMs);
  timer.unref();
  return { check, stop: () => clearInterval(timer) };
}
