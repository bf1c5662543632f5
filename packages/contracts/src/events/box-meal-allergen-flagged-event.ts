import { z } from 'zod';
import { allergenSchema } from '../food/allergen-schemas';
import type { EventEnvelope } from './envelope';

/**
 * Published by ordering on `ordering.customers.v1`, keyed by customer id, when a meal already in one of the
 * customer's open boxes (a subscription box or an unpaid order, before its cut-off) gains an allergen they asked us
 * to leave out: catalogue's MealAllergensChanged, checked against their exclusions. Written in the same update that
 * records the alert on the customer, once per `alertId` (the box, the meal and the meal's revision), so a
 * redelivered change raises nothing new. Notifications mails the customer once per `alertId`.
 */
export const boxMealAllergenFlaggedSchema = z.object({
  alertId: z.string(),
  customerId: z.string(),
  userId: z.string(),
  /** The box: a subscription's delivery or a one-off order, with the day it comes and when it can last change. */
  box: z.object({
    subscriptionId: z.string().nullable(),
    orderId: z.string().nullable(),
    deliveryDate: z.iso.date(),
    cutOffAt: z.iso.datetime(),
  }),
  meal: z.object({ mealId: z.string(), name: z.string(), revision: z.number().int().nonnegative() }),
  /** The customer's excluded allergens the meal now contains (or may contain, if they avoid those too). */
  allergens: z.array(allergenSchema).min(1),
  flaggedAt: z.iso.datetime(),
});
export type BoxMealAllergenFlaggedData = z.infer<typeof boxMealAllergenFlaggedSchema>;
export type BoxMealAllergenFlagged = EventEnvelope<'BoxMealAllergenFlagged', BoxMealAllergenFlaggedData>;
