import type { SavedCardDocument } from '../data/saved-card-model';
import type { PaymentDeps } from './payment-deps';
import type { ProviderNotice } from './provider-notice';

type PaidCheckout = Extract<ProviderNotice, { kind: 'checkout-paid' }>;

/**
 * Keeps the card a paid checkout saved (its provider customer and payment) as the customer's card for their
 * subscription boxes: the latest paid checkout's. Repeating it (a redelivered event) writes the same again.
 */
export async function saveCheckoutCard(
  deps: Pick<PaymentDeps, 'savedCards' | 'provider' | 'now'>,
  userId: string,
  orderId: string,
  paid: PaidCheckout,
): Promise<void> {
  if (!paid.customerRef || !paid.paymentIntentId) return;
  const card: Omit<SavedCardDocument, '_id'> = {
    provider: deps.provider.name,
    customerRef: paid.customerRef,
    paymentIntentRef: paid.paymentIntentId,
    orderId,
    savedAt: deps.now(),
  };
  await deps.savedCards.updateOne({ _id: userId }, { $set: card }, { upsert: true });
}
