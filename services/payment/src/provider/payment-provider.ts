import type { PaymentProviderName } from '@mealbox/contracts';

export interface CheckoutSessionInput {
  orderId: string;
  amountPence: number;
  /** The line item's name on the hosted page. */
  productName: string;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  /** The same key answers the same session, so a retry after a crash never opens a second one. */
  idempotencyKey: string;
}

export interface ProviderSession {
  id: string;
  /** The hosted checkout page to send the customer to. */
  url: string;
  expiresAt: Date;
}

export interface RefundInput {
  orderId: string;
  paymentIntentId: string;
  amountPence: number;
  /** The same key never refunds twice. */
  idempotencyKey: string;
}

/**
 * `succeeded`: the money is on its way back now; `pending`: the provider confirms later (charge.refunded);
 * `failed`: the provider refused (the reason is for staff).
 */
export type ProviderRefund =
  { id: string; status: 'succeeded' | 'pending' } | { id: string | null; status: 'failed'; reason: string };

/** A charge of the card a customer saved at an earlier checkout, made without them present (off-session). */
export interface SavedCardChargeInput {
  orderId: string;
  amountPence: number;
  /** The provider's customer the card was saved to. */
  customerRef: string;
  /** The earlier payment made with the card; its card is charged again. */
  paymentIntentRef: string;
  /** One key per attempt: a retried call never charges twice. */
  idempotencyKey: string;
}

/** `declined`: the card or the bank refused (the reason is fit to show the customer). */
export type ProviderCharge =
  | {
      status: 'succeeded';
      paymentIntentId: string;
      /** What the provider took, checked against what was asked for. */
      amountPence: number;
      currency: string;
    }
  | { status: 'declined'; paymentIntentId: string | null; reason: string };

/**
 * A card payment provider with a hosted checkout. Whatever happens on its page comes back as Stripe-format
 * events to our webhook, whichever implementation is in use, so the webhook is the same code everywhere. A paid
 * checkout also saves the card to a provider customer (its event names the customer), so later subscription
 * boxes can be charged to it off-session.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createCheckoutSession(input: CheckoutSessionInput): Promise<ProviderSession>;
  /** Closes an open session so it can no longer be paid (a newer one replaces it); closed ones are left. */
  expireCheckoutSession(sessionId: string): Promise<void>;
  refund(input: RefundInput): Promise<ProviderRefund>;
  /** Charges a saved card off-session (subscription boxes). Throws only when the provider cannot be reached. */
  chargeSavedCard(input: SavedCardChargeInput): Promise<ProviderCharge>;
}
