/**
 * Whether this process has been told to stop. Set once by `runService` on SIGTERM; `/health/ready` then answers
 * 503, so a load balancer (or the gateway's health checks) stops sending requests before the listener closes.
 * Process-wide on purpose: it is the process that is going away, whatever app it serves.
 */
let stopping = false;

export const isShuttingDown = (): boolean => stopping;

export function beginShutdown(): void {
  stopping = true;
}
