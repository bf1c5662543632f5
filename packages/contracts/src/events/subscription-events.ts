import { z } from 'zod';
import { dietaryRequirementSchema, proteinPreferenceSchema } from '../http/ordering';
import { mealSizeSchema } from '../http/pricing';
import { SUBSCRIPTION_FREQUENCY_VALUES } from '../plan/subscription-frequency';
import type { EventEnvelope } from './envelope';

/**
 * Published by ordering on `ordering.subscriptions.v1`, keyed by subscription id: every change to a customer's
 * subscription, each also kept as a timestamped confirmation the customer can read back (their proof).
 * Dates are London calendar dates (YYYY-MM-DD); instants ISO 8601.
 *
 * A delivery is named by its `scheduledDate`: the slot in the weekly schedule (the first order's delivery day
 * plus whole weeks). `deliveryDate` is when it actually arrives: the slot itself, the next working day when the
 * slot is a bank holiday, or the day the customer moved it to.
 */

/** What a box holds: protein preference, size and meals per week. */
export const subscriptionPlanSchema = z.object({
  proteinPreference: proteinPreferenceSchema,
  mealSize: mealSizeSchema,
  numberOfMeals: z.number().int().positive(),
});
export type SubscriptionPlanData = z.infer<typeof subscriptionPlanSchema>;

const subscriptionRef = { subscriptionId: z.string(), userId: z.string() };
const date = z.iso.date();
const frequencySchema = z.enum(SUBSCRIPTION_FREQUENCY_VALUES);

/** A customer's first paid order started their subscription: weekly deliveries on the same weekday after it. */
export const subscriptionStartedSchema = z.object({
  ...subscriptionRef,
  customerId: z.string(),
  firstOrderId: z.string(),
  plan: subscriptionPlanSchema,
  /** As JavaScript counts (0 = Sunday ... 6 = Saturday); deliveries are on working days, so 1 to 5. */
  deliveryWeekday: z.number().int().min(0).max(6),
  /** The first order's delivery date; subscription deliveries follow weekly. */
  firstOrderDeliveryDate: date,
  firstDeliveryDate: date,
  /** How often boxes come; absent (events from before there was a choice): weekly. */
  frequency: frequencySchema.optional(),
  startedAt: z.iso.datetime(),
});
export type SubscriptionStartedData = z.infer<typeof subscriptionStartedSchema>;

export const subscriptionDeliverySkippedSchema = z.object({
  ...subscriptionRef,
  scheduledDate: date,
  deliveryDate: date,
  skippedAt: z.iso.datetime(),
});
export type SubscriptionDeliverySkippedData = z.infer<typeof subscriptionDeliverySkippedSchema>;

/** A skipped delivery restored before its cut-off: it comes (and is charged) again. */
export const subscriptionDeliveryUnskippedSchema = z.object({
  ...subscriptionRef,
  scheduledDate: date,
  deliveryDate: date,
  unskippedAt: z.iso.datetime(),
});
export type SubscriptionDeliveryUnskippedData = z.infer<typeof subscriptionDeliveryUnskippedSchema>;

export const subscriptionDeliveryMovedSchema = z.object({
  ...subscriptionRef,
  scheduledDate: date,
  from: date,
  to: date,
  /** Chosen meals dropped because the plan on the new day has another number of meals. */
  mealsCleared: z.boolean(),
  movedAt: z.iso.datetime(),
});
export type SubscriptionDeliveryMovedData = z.infer<typeof subscriptionDeliveryMovedSchema>;

/** The customer chose the meals of one delivery; an empty list goes back to our choice. */
export const subscriptionDeliveryMealsChosenSchema = z.object({
  ...subscriptionRef,
  scheduledDate: date,
  deliveryDate: date,
  items: z.array(z.object({ mealId: z.string(), quantity: z.number().int().positive() })),
  chosenAt: z.iso.datetime(),
});
export type SubscriptionDeliveryMealsChosenData = z.infer<typeof subscriptionDeliveryMealsChosenSchema>;

/**
 * The plan changes for every delivery on or after `effectiveFrom` (the first date whose cut-off had not passed);
 * `firstDeliveryDate` is the first box that gets it, if one is scheduled.
 */
export const subscriptionPlanChangedSchema = z.object({
  ...subscriptionRef,
  from: subscriptionPlanSchema,
  to: subscriptionPlanSchema,
  effectiveFrom: date,
  firstDeliveryDate: date.nullable(),
  /** Scheduled dates whose chosen meals no longer fit the new plan and were dropped. */
  mealsClearedFor: z.array(date),
  changedAt: z.iso.datetime(),
});
export type SubscriptionPlanChangedData = z.infer<typeof subscriptionPlanChangedSchema>;

/** No deliveries from `effectiveFrom` until the day before `pausedUntil`; they resume on their own after. */
export const subscriptionPausedSchema = z.object({
  ...subscriptionRef,
  effectiveFrom: date,
  pausedUntil: date,
  /** Deliveries already past their cut-off before `effectiveFrom`: they still come. */
  stillComing: z.array(date),
  pausedAt: z.iso.datetime(),
});
export type SubscriptionPausedData = z.infer<typeof subscriptionPausedSchema>;

export const subscriptionResumedSchema = z.object({
  ...subscriptionRef,
  effectiveFrom: date,
  nextDeliveryDate: date.nullable(),
  resumedAt: z.iso.datetime(),
});
export type SubscriptionResumedData = z.infer<typeof subscriptionResumedSchema>;

/** No deliveries on or after `effectiveFrom`; those in `stillComing` were past their cut-off and still come. */
export const subscriptionCancelledSchema = z.object({
  ...subscriptionRef,
  effectiveFrom: date,
  stillComing: z.array(date),
  cancelledAt: z.iso.datetime(),
});
export type SubscriptionCancelledData = z.infer<typeof subscriptionCancelledSchema>;

/** The dietary requirements the meals we choose must meet, from the next box still open (`effectiveFrom`). */
export const subscriptionDietaryRequirementsChangedSchema = z.object({
  ...subscriptionRef,
  dietaryRequirements: z.array(dietaryRequirementSchema),
  effectiveFrom: date.nullable(),
  changedAt: z.iso.datetime(),
});
export type SubscriptionDietaryRequirementsChangedData = z.infer<
  typeof subscriptionDietaryRequirementsChangedSchema
>;

/** An extra (an add-on) in a box: which, named as when chosen, and how many. */
const extrasSchema = z.array(
  z.object({ addOnId: z.string(), name: z.string(), quantity: z.number().int().positive() }),
);

/** The extras that come in every box from the next one still open (`effectiveFrom`), as they now stand. */
export const subscriptionExtrasChangedSchema = z.object({
  ...subscriptionRef,
  extras: extrasSchema,
  effectiveFrom: date.nullable(),
  changedAt: z.iso.datetime(),
});
export type SubscriptionExtrasChangedData = z.infer<typeof subscriptionExtrasChangedSchema>;

/**
 * The customer chose the extras of one delivery: exactly these come in that box ([] none), in place of the
 * every-week extras; null puts the box back on the every-week extras.
 */
export const subscriptionDeliveryExtrasChosenSchema = z.object({
  ...subscriptionRef,
  scheduledDate: date,
  deliveryDate: date,
  extras: extrasSchema.nullable(),
  chosenAt: z.iso.datetime(),
});
export type SubscriptionDeliveryExtrasChosenData = z.infer<typeof subscriptionDeliveryExtrasChosenSchema>;

/**
 * Boxes come at the new frequency from `effectiveFrom` (the next box still open, whose date anchors the new
 * rhythm); boxes past their cut-off before it come as they were.
 */
export const subscriptionFrequencyChangedSchema = z.object({
  ...subscriptionRef,
  from: frequencySchema,
  to: frequencySchema,
  effectiveFrom: date,
  changedAt: z.iso.datetime(),
});
export type SubscriptionFrequencyChangedData = z.infer<typeof subscriptionFrequencyChangedSchema>;

/** One box more, on `deliveryDate` (also its `scheduledDate`), of the plan in force that day. */
export const subscriptionExtraBoxAddedSchema = z.object({
  ...subscriptionRef,
  scheduledDate: date,
  deliveryDate: date,
  plan: subscriptionPlanSchema,
  addedAt: z.iso.datetime(),
});
export type SubscriptionExtraBoxAddedData = z.infer<typeof subscriptionExtraBoxAddedSchema>;

/**
 * A delivery passed its cut-off and comes as it stands: its plan and its chosen meals (null: we choose). The
 * weekly job announces each delivery once; ordering then places the box's order (once, whatever the redelivery).
 * Not a change of the customer's, so it is not among their confirmations.
 */
export const subscriptionDeliveryLockedSchema = z.object({
  ...subscriptionRef,
  scheduledDate: date,
  deliveryDate: date,
  plan: subscriptionPlanSchema,
  items: z.array(z.object({ mealId: z.string(), quantity: z.number().int().positive() })).nullable(),
  /** What the meals we choose must meet (events from before there were any carry none). */
  dietaryRequirements: z.array(dietaryRequirementSchema).default([]),
  /** The extras chosen for this box alone; null: it comes with the every-week extras (and events from before). */
  extras: extrasSchema.nullable().default(null),
  lockedAt: z.iso.datetime(),
});
export type SubscriptionDeliveryLockedData = z.infer<typeof subscriptionDeliveryLockedSchema>;

export const orderingSubscriptionEventSchemas = {
  SubscriptionStarted: subscriptionStartedSchema,
  SubscriptionDeliverySkipped: subscriptionDeliverySkippedSchema,
  SubscriptionDeliveryUnskipped: subscriptionDeliveryUnskippedSchema,
  SubscriptionDeliveryMoved: subscriptionDeliveryMovedSchema,
  SubscriptionDeliveryMealsChosen: subscriptionDeliveryMealsChosenSchema,
  SubscriptionPlanChanged: subscriptionPlanChangedSchema,
  SubscriptionPaused: subscriptionPausedSchema,
  SubscriptionResumed: subscriptionResumedSchema,
  SubscriptionCancelled: subscriptionCancelledSchema,
  SubscriptionDietaryRequirementsChanged: subscriptionDietaryRequirementsChangedSchema,
  SubscriptionExtrasChanged: subscriptionExtrasChangedSchema,
  SubscriptionDeliveryExtrasChosen: subscriptionDeliveryExtrasChosenSchema,
  SubscriptionFrequencyChanged: subscriptionFrequencyChangedSchema,
  SubscriptionExtraBoxAdded: subscriptionExtraBoxAddedSchema,
  SubscriptionDeliveryLocked: subscriptionDeliveryLockedSchema,
} as const;

/** Each subscription event type with its payload. */
export type SubscriptionEventDataByType = {
  [Type in keyof typeof orderingSubscriptionEventSchemas]: z.infer<
    (typeof orderingSubscriptionEventSchemas)[Type]
  >;
};
export type SubscriptionEventType = keyof SubscriptionEventDataByType;
/** The events of the customer's own changes (and the start): each is also one of their confirmations. */
export type SubscriptionChangeEventType = Exclude<SubscriptionEventType, 'SubscriptionDeliveryLocked'>;

/** A subscription event's type and payload, one of the above (before it is wrapped in an envelope). */
export type SubscriptionEventBody = {
  [Type in SubscriptionEventType]: { type: Type; data: SubscriptionEventDataByType[Type] };
}[SubscriptionEventType];
export type SubscriptionChangeEventBody = Extract<
  SubscriptionEventBody,
  { type: SubscriptionChangeEventType }
>;

export type SubscriptionStarted = EventEnvelope<'SubscriptionStarted', SubscriptionStartedData>;
export type SubscriptionDeliverySkipped = EventEnvelope<
  'SubscriptionDeliverySkipped',
  SubscriptionDeliverySkippedData
>;
export type SubscriptionDeliveryUnskipped = EventEnvelope<
  'SubscriptionDeliveryUnskipped',
  SubscriptionDeliveryUnskippedData
>;
export type SubscriptionDeliveryMoved = EventEnvelope<
  'SubscriptionDeliveryMoved',
  SubscriptionDeliveryMovedData
>;
export type SubscriptionDeliveryMealsChosen = EventEnvelope<
  'SubscriptionDeliveryMealsChosen',
  SubscriptionDeliveryMealsChosenData
>;
export type SubscriptionPlanChanged = EventEnvelope<'SubscriptionPlanChanged', SubscriptionPlanChangedData>;
export type SubscriptionPaused = EventEnvelope<'SubscriptionPaused', SubscriptionPausedData>;
export type SubscriptionResumed = EventEnvelope<'SubscriptionResumed', SubscriptionResumedData>;
export type SubscriptionCancelled = EventEnvelope<'SubscriptionCancelled', SubscriptionCancelledData>;
export type SubscriptionDietaryRequirementsChanged = EventEnvelope<
  'SubscriptionDietaryRequirementsChanged',
  SubscriptionDietaryRequirementsChangedData
>;
export type SubscriptionExtrasChanged = EventEnvelope<
  'SubscriptionExtrasChanged',
  SubscriptionExtrasChangedData
>;
export type SubscriptionDeliveryExtrasChosen = EventEnvelope<
  'SubscriptionDeliveryExtrasChosen',
  SubscriptionDeliveryExtrasChosenData
>;
export type SubscriptionFrequencyChanged = EventEnvelope<
  'SubscriptionFrequencyChanged',
  SubscriptionFrequencyChangedData
>;
export type SubscriptionExtraBoxAdded = EventEnvelope<
  'SubscriptionExtraBoxAdded',
  SubscriptionExtraBoxAddedData
>;
export type SubscriptionDeliveryLocked = EventEnvelope<
  'SubscriptionDeliveryLocked',
  SubscriptionDeliveryLockedData
>;
export type OrderingSubscriptionEvent =
  | SubscriptionStarted
  | SubscriptionDeliverySkipped
  | SubscriptionDeliveryUnskipped
  | SubscriptionDeliveryMoved
  | SubscriptionDeliveryMealsChosen
  | SubscriptionPlanChanged
  | SubscriptionPaused
  | SubscriptionResumed
  | SubscriptionCancelled
  | SubscriptionDietaryRequirementsChanged
  | SubscriptionExtrasChanged
  | SubscriptionDeliveryExtrasChosen
  | SubscriptionFrequencyChanged
  | SubscriptionExtraBoxAdded
  | SubscriptionDeliveryLocked;
