import { trustedFilter } from '@mealbox/platform';
import type { Logger } from '@mealbox/platform';
import type { LocalEventModel } from './data/local-event-model';
import type { StripeEventJson } from './local-stripe-events';
import { stripeSignatureHeader } from '../provider/webhook-signature';

export interface LocalWebhookSenderOptions {
  events: LocalEventModel;
  /** Our real webhook endpoint (known once the service listens). */
  webhookUrl(): string;
  secret: string;
  logger: Logger;
  now(): Date;
  retryIntervalMs?: number;
  timeoutMs?: number;
}

export interface LocalWebhookSender {
  /** Keeps the event until it is delivered; a crash before `deliver` leaves it to the retry timer. */
  store(event: StripeEventJson): Promise<void>;
  /** Delivers a stored event now; resolves true once the webhook accepted it (false: the timer retries it). */
  deliver(eventId: string): Promise<boolean>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * Delivers the local provider's events to our webhook over real HTTP, signed like Stripe signs them, and keeps
 * each one until the webhook answers 2xx: a failed delivery is retried on a timer with the same event id, as
 * Stripe retries, so the webhook's duplicate check is what keeps a retry harmless.
 */
export function createLocalWebhookSender({
  events,
  webhookUrl,
  secret,
  logger,
  now,
  retryIntervalMs = 2_000,
  timeoutMs = 10_000,
}: LocalWebhookSenderOptions): LocalWebhookSender {
  const inFlight = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let sweeping: Promise<void> | undefined;

  async function deliver(id: string, body: string): Promise<boolean> {
    if (inFlight.has(id)) return false;
    inFlight.add(id);
    try {
      const signature = stripeSignatureHeader(body, secret, Math.floor(now().getTime() / 1000));
      const response = await fetch(webhookUrl(), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'Stripe-Signature': signature },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`the webhook answered ${response.status}`);
      await events.updateOne({ _id: id }, { $set: { deliveredAt: now() }, $inc: { attempts: 1 } });
      return true;
    } catch (error) {
      logger.warn({ err: error, eventId: id }, 'local provider event not delivered; will retry');
      await events.updateOne({ _id: id }, { $inc: { attempts: 1 } }).catch(() => undefined);
      return false;
    } finally {
      inFlight.delete(id);
    }
  }

  async function sweep(): Promise<void> {
    // Older than one interval: a fresh event is still being delivered by its sender.
    const due = await events
      .find(
        trustedFilter({ deliveredAt: null, createdAt: { $lt: new Date(now().getTime() - retryIntervalMs) } }),
      )
      .sort({ createdAt: 1 })
      .limit(50)
      .lean();
    for (const event of due) await deliver(event._id, event.body);
  }

  return {
    async store(event) {
      await events.create({
        _id: event.id,
        body: JSON.stringify(event),
        createdAt: now(),
        deliveredAt: null,
      });
    },
    async deliver(eventId) {
      const event = await events.findById(eventId).lean();
      if (!event || event.deliveredAt) return event !== null;
      return deliver(event._id, event.body);
    },
    start() {
      timer = setInterval(() => {
        sweeping ??= sweep()
          .catch((error: unknown) => logger.warn({ err: error }, 'local provider retry sweep failed'))
          .finally(() => (sweeping = undefined));
      }, retryIntervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await sweeping;
    },
  };
}
