import { z } from 'zod';
import type { EventEnvelope } from './envelope';

/**
 * Published by ordering on `ordering.subscriptions.v1`, once per box: an open box of the subscription is within
 * two days of its cut-off (noon three days before it arrives), so the customer is reminded to change, skip or
 * pause it. `charge` is what will be taken at the cut-off, at today's prices (null while prices are not known).
 */
export const subscriptionBoxClosingSoonSchema = z.object({
  subscriptionId: z.string(),
  userId: z.string(),
  scheduledDate: z.iso.date(),
  deliveryDate: z.iso.date(),
  cutOffAt: z.iso.datetime(),
  charge: z.object({ amountPence: z.number().int().nonnegative(), date: z.iso.date() }).nullable(),
  /** The customer chose this box's meals (otherwise we choose them by their preferences). */
  mealsChosen: z.boolean(),
  remindedAt: z.iso.datetime(),
});
export type SubscriptionBoxClosingSoonData = z.infer<typeof subscriptionBoxClosingSoonSchema>;
export type SubscriptionBoxClosingSoon = EventEnvelope<
  'SubscriptionBoxClosingSoon',
  SubscriptionBoxClosingSoonData
>;
