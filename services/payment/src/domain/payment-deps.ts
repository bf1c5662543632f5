import type { KeyedLock, WrittenDocument } from '@mealbox/platform';
import type { OrderViewModel } from '../data/order-view-model';
import type { PaymentModel } from '../data/payment-model';
import type { SavedCardModel } from '../data/saved-card-model';
import type { WebhookEventModel } from '../data/webhook-event-model';
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
   * Serialises writes of one payment document with each other and with the outbox relay's clean-up (FerretDB v1
   * does not isolate concurrent updates of a document; see createKeyedLock). Writes are also conditional on the
   * version they read, which is what keeps several instances right on MongoDB.
   */
  lock: KeyedLock;
  /** Called after every committed change that carries an event: publishes the outbox (of `written`, or every pending one). */
  afterChange(written?: WrittenDocument): void;
  /** Called when a refund was asked for: wakes the refund worker. */
  refundRequested(): void;
  /** Called when a subscription box's charge is due: wakes the box charger. */
  boxChargeDue(): void;
  now(): Date;
}

/** How long a checkout session stays payable (Stripe allows 30 minutes to 24 hours). */
export const SESSION_LIFETIME_MS = 60 * 60 * 1000;
/** An open session is handed out again only if the customer still has this long to pay in it. */
export const SESSION_REUSE_MARGIN_MS = 10 * 60 * 1000;
