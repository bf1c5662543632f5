import type { KeyedLock, WrittenDocument, JobLeases } from '@mealbox/platform';
import type { OrderViewModel } from '../data/order-view-model';
import type { PaymentModel } from '../data/payment-model';
import type { SavedCardModel } from '../data/saved-card-model';
import type { WebhookEventModel } from '../data/webhook-event-model';
import type { PaymentMetrics } from '../metrics/payment-metrics';
import type { FetchOrderTerms } from '../ordering-link/ordering-terms-client';
import type { PaymentProvider } from '../provider/payment-provider';

/** What the use cases work with. */
export interface PaymentDeps {
  orders: OrderViewModel;
  payments: PaymentModel;
  savedCards: SavedCardModel;
  webhookEvents: WebhookEventModel;
  provider: PaymentProvider;
  /** Ordering's own answer about an order, for when the event-fed view has not caught up. */
  fetchOrderTerms: FetchOrderTerms;
  /** The site's public origin, for the success and cancel URLs. */
  siteUrl: string;
  /**
   * Queues this instance's writes of one payment document (with each other and the outbox relay's clean-up), so
   * they do not race; writes are conditional on the version they read, which is what keeps several instances right.
   */
  lock: KeyedLock;
  /** Which instance runs the timed passes of the refund worker and the box charger (see JobLeases). */
  leases?: JobLeases;
  /** Called after every committed change that carries an event: publishes the outbox (of `written`, or every pending one). */
  afterChange(written?: WrittenDocument): void;
  /** Called when a refund was asked for: wakes the refund worker. */
  refundRequested(): void;
  /** Called when a subscription box's charge is due: wakes the box charger. */
  boxChargeDue(): void;
  /** Payment outcomes (counted as their writes commit) and box charges, for /metrics. */
  metrics: PaymentMetrics;
  now(): Date;
}

/** How long a checkout session stays payable (Stripe allows 30 minutes to 24 hours). */
export const SESSION_LIFETIME_MS = 60 * 60 * 1000;
/** An open session is handed out again only if the customer still has this long to pay in it. */
export const SESSION_REUSE_MARGIN_MS = 10 * 60 * 1000;
