import { Kafka, logLevel as kafkaLogLevel } from 'kafkajs';
import type { Admin } from 'kafkajs';

export interface BrokerProbe {
  /** The last look at the cluster answered (true until the first look says otherwise). */
  isReachable(): boolean;
  /** When the cluster last answered a look. */
  lastReachedAt(): number;
  stop(): Promise<void>;
}

/** How often the cluster is looked at, and how long a look may take: a healthy broker answers in milliseconds. */
const PROBE_EVERY_MS = 2_000;
const PROBE_TIMEOUT_MS = 3_000;

/**
 * Asks the cluster for its metadata every two seconds, so that readiness follows the broker both ways with no
 * traffic: a service with nothing to send learns that the broker is gone, and one whose last publish failed learns
 * that it is back (kafkajs stays "connected" through an outage, and a failed publish says nothing once the broker
 * returns). One small request per instance every two seconds. The probe has a client of its own, silent: while the
 * broker is down, the services' own clients already log the outage.
 */
export function startBrokerProbe(brokers: string[], clientId: string): BrokerProbe {
  const kafka = new Kafka({
    clientId: `${clientId}-probe`,
    brokers,
    logLevel: kafkaLogLevel.NOTHING,
    connectionTimeout: PROBE_TIMEOUT_MS,
    retry: { retries: 0 },
  });
  let admin: Admin | null = null;
  let reachable = true;
  let reachedAt = Date.now();
  let looking = false;

  async function look(): Promise<void> {
    if (looking) return;
    looking = true;
    let timer: NodeJS.Timeout | undefined;
    try {
      const timedOut = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('the broker did not answer')), PROBE_TIMEOUT_MS);
      });
      admin ??= kafka.admin({ retry: { retries: 0 } });
      const connected = admin;
      await Promise.race([connected.connect().then(() => connected.describeCluster()), timedOut]);
      reachable = true;
      reachedAt = Date.now();
    } catch {
      reachable = false;
      // A fresh client next time: one whose connection broke mid-request may not recover by itself.
      const broken = admin;
      admin = null;
      void broken?.disconnect().catch(() => undefined);
    } finally {
      clearTimeout(timer);
      looking = false;
    }
  }

  const timer = setInterval(() => void look(), PROBE_EVERY_MS);
  timer.unref();
  return {
    isReachable: () => reachable,
    lastReachedAt: () => reachedAt,
    async stop() {
      clearInterval(timer);
      await admin?.disconnect().catch(() => undefined);
    },
  };
}
