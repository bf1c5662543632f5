import pino from 'pino';
import type { Logger } from 'pino';

export type { Logger };

/** One structured JSON logger per process, named after the service so mixed logs stay readable. */
export function createLogger(service: string, level: string = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    name: service,
    level,
    base: { service },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password'],
      censor: '[redacted]',
    },
  });
}
