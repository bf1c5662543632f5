import { z } from 'zod';

/**
 * A box's delivery address as ordering's events carry it (OrderConfirmed, the delivery facts), for the emails.
 * `safePlace` (a SAFE_PLACES value, kept as plain text so a place added later does not break an older reader) and
 * `instructions` are absent in events from before customers could give them, null when none was given.
 */
export const eventAddressSchema = z.object({
  address: z.string(),
  city: z.string(),
  county: z.string(),
  postcode: z.string(),
  safePlace: z.string().nullable().optional(),
  instructions: z.string().nullable().optional(),
});
export type EventAddress = z.infer<typeof eventAddressSchema>;
