import { Gauge } from 'prom-client';
import type { OutboxBacklog } from '../outbox/outbox-relay';
import type { ServiceMetrics } from './service-metrics';

/**
 * The outbox's backlog as gauges, read at scrape time from the same figures `/health/ready` shows: nothing runs
 * between scrapes, and no query is made (a count of pending documents is a full scan on FerretDB). They cover the
 * documents this instance wrote and has not yet published; events another instance or a crash left behind are
 * found by the relay's sweep, not counted here. One relay per service.
 */
export function watchOutbox(metrics: ServiceMetrics, relay: { backlog(): OutboxBacklog }): void {
  const registers = [metrics.registry];
  new Gauge({
    name: 'outbox_waiting_documents',
    help: 'Documents holding events this instance has not yet published.',
    registers,
    collect() {
      this.set(relay.backlog().waitingDocuments);
    },
  });
  new Gauge({
    name: 'outbox_oldest_waiting_seconds',
    help: 'How long the oldest of those documents has waited for its publish (0 when none waits).',
    registers,
    collect() {
      this.set(relay.backlog().oldestWaitingSeconds);
    },
  });
  new Gauge({
    name: 'outbox_failing_seconds',
    help: 'How long publishing has been failing (the broker unreachable); 0 while it works.',
    registers,
    collect() {
      const since = relay.backlog().failingSince;
      this.set(since ? Math.max(0, (Date.now() - Date.parse(since)) / 1000) : 0);
    },
  });
  new Gauge({
    name: 'outbox_parked_events',
    help: 'Events the broker refused for good since start, set aside in outbox_parked.',
    registers,
    collect() {
      this.set(relay.backlog().parkedSinceStart);
    },
  });
}
