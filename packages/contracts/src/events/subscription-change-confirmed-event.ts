import { z } from 'zod';
import type { EventEnvelope } from './envelope';

/**
 * Published by ordering on `ordering.subscriptions.v1` beside each of the customer's own subscription changes
 * (and the start), in the same write: the confirmation the customer can read back in their account, in its
 * words, so notifications mails it as it is. `confirmationId` is the change's event id.
 */
export const subscriptionChangeConfirmedSchema = z.object({
  subscriptionId: z.string(),
  userId: z.string(),
  confirmationId: z.string(),
  /** The change's event type ('SubscriptionDeliverySkipped', ...). */
  change: z.string(),
  summary: z.string(),
  confirmedAt: z.iso.datetime(),
});
export type SubscriptionChangeConfirmedData = z.infer<typeof subscriptionChangeConfirmedSchema>;
export type SubscriptionChangeConfirmed = EventEnvelope<
  'SubscriptionChangeConfirmed',
  SubscriptionChangeConfirmedData
>;
