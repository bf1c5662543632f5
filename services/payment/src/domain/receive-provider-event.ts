import { isDuplicateKeyError } from '@mealbox/platform';
import { applyProviderNotice } from './apply-provider-notice';
import type { PaymentDeps } from './payment-deps';
import { readProviderEvent } from './provider-notice';

/** A provider event whose signature has been verified. */
export interface VerifiedEvent {
  id: string;
  type: string;
  data: { object: unknown };
}

/**
 * Stores a verified provider event under its id and applies it. A redelivery of an event already processed
 * changes nothing and says so; one whose first delivery did not finish is applied again, which is safe because
 * the payment remembers the event ids it applied.
 */
export async function receiveProviderEvent(
  deps: PaymentDeps,
  event: VerifiedEvent,
  body: string,
  correlationId: string,
): Promise<{ duplicate: boolean; outcome: string }> {
  const notice = readProviderEvent(event);
  try {
    await deps.webhookEvents.create({
      _id: event.id,
      type: event.type,
      orderId: 'orderId' in notice ? notice.orderId : null,
      body,
      receivedAt: deps.now(),
      processedAt: null,
      outcome: null,
    });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    const earlier = await deps.webhookEvents.findById(event.id).lean();
    if (earlier?.processedAt) return { duplicate: true, outcome: earlier.outcome ?? '' };
  }
  const { orderId, outcome } = await applyProviderNotice(deps, event.id, notice, correlationId);
  await deps.webhookEvents.updateOne(
    { _id: event.id, processedAt: null },
    { $set: { processedAt: deps.now(), outcome, ...(orderId ? { orderId } : {}) } },
  );
  return { duplicate: false, outcome };
}
