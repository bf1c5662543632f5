import { z } from 'zod';
import { decimalPriceSchema, requiredInteger } from './fields';
import { paginationSchema } from './identity';
import {
  addressSchema,
  DIETARY_REQUIREMENTS,
  dietaryRequirementSchema,
  isoDateField,
  orderItemListField,
  orderItemSchema,
  proteinPreferenceSchema,
} from './ordering';
import { mealSizeSchema, priceCalculationSchema } from './pricing';
import { orderStatusSchema, paymentStatusSchema } from '../events/ordering-events';
import { SUBSCRIPTION_FREQUENCY_VALUES } from '../plan/subscription-frequency';

export * from '../plan/subscription-frequency';

/** How often boxes come (see plan/subscription-frequency). */
export const subscriptionFrequencySchema = z.enum(SUBSCRIPTION_FREQUENCY_VALUES, {
  error: 'Choose every week, every 2 weeks or every 4 weeks.',
});

/**
 * The customer's subscription API (ordering, /api/subscriptions/...), snake_case as the API speaks. Dates are
 * London calendar dates (YYYY-MM-DD), instants ISO 8601, money decimal pounds ("59.99"). A delivery is named
 * by its `id`: the date of its slot in the weekly schedule, which stays its name when it is moved.
 */

export const SUBSCRIPTION_STATUSES = ['active', 'paused', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * open: can still be changed; locked: past its cut-off, it comes as it is and is charged; skipped: the customer
 * skipped it (not charged); paused: falls in a pause (not charged).
 */
export const DELIVERY_STATES = ['open', 'locked', 'skipped', 'paused'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** What a confirmation records, one per kind of change. */
export const SUBSCRIPTION_CONFIRMATION_KINDS = [
  'started',
  'delivery_skipped',
  'delivery_unskipped',
  'delivery_moved',
  'delivery_meals_chosen',
  'plan_changed',
  'paused',
  'resumed',
  'cancelled',
  'dietary_requirements_changed',
  'extras_changed',
  'delivery_extras_chosen',
  'frequency_changed',
  'extra_box_added',
] as const;
export type SubscriptionConfirmationKind = (typeof SUBSCRIPTION_CONFIRMATION_KINDS)[number];

export const subscriptionPlanDtoSchema = z.object({
  protein_preference: proteinPreferenceSchema,
  meal_size: mealSizeSchema,
  number_of_meals: z.number().int().positive(),
});
export type SubscriptionPlanDto = z.infer<typeof subscriptionPlanDtoSchema>;

/** The most of one extra a box takes (as for an order's extras). */
export const MAX_EXTRA_QUANTITY = 10;

/** An extra (an add-on) in a box: which, named as when chosen, and how many. */
export const subscriptionExtraDtoSchema = z.object({
  add_on_id: z.string(),
  name: z.string(),
  quantity: z.number().int().positive(),
});
export type SubscriptionExtraDto = z.infer<typeof subscriptionExtraDtoSchema>;

/**
 * One delivery of the next 14 days. `items` empty means none chosen yet (we choose for the customer, by their
 * protein preference). `charge` is what is taken for it and when (the London date of its cut-off); null when it
 * is skipped or paused, or prices are not known. `summary` says it in words ('You will be charged £59.99 on
 * 9 March 2026.').
 */
export const subscriptionDeliverySchema = z.object({
  id: z.string(),
  scheduled_date: z.string(),
  date: z.string(),
  /** The customer moved it from its scheduled day. */
  moved: z.boolean(),
  /** A one-off box the customer added, outside the subscription's rhythm. */
  extra: z.boolean(),
  cut_off: z.string(),
  state: z.enum(DELIVERY_STATES),
  /**
   * Before its cut-off, and the subscription not cancelled: changes are taken (a skipped box can be restored; an
   * open one skipped, moved or given meals).
   */
  changeable: z.boolean(),
  /** The days an open box can be moved to (working days in the 14 listed, before their cut-off, free); else []. */
  move_dates: z.array(z.string()),
  plan: subscriptionPlanDtoSchema,
  items: z.array(orderItemSchema),
  meals_chosen: z.boolean(),
  /** The extras that come in this box: the ones chosen for it, else (`extras_chosen` false) the every-week ones. */
  extras: z.array(subscriptionExtraDtoSchema),
  /** Extras were chosen for this box alone ([] for none); false: it follows the every-week extras. */
  extras_chosen: z.boolean(),
  /** The plan's price (extras are priced when the box is placed, at their price that day). */
  price: priceCalculationSchema.nullable(),
  charge: z.object({ amount: decimalPriceSchema, date: z.string() }).nullable(),
  summary: z.string(),
  /** The box's order, once its cut-off has passed and the weekly job has placed it; null until then. */
  order: z
    .object({
      id: z.string(),
      reference: z.string(),
      order_status: orderStatusSchema,
      payment_status: paymentStatusSchema,
      /** Why charging the saved card was refused, and when it is tried again (null: no attempt left). */
      payment_problem: z.object({ reason: z.string(), retry_at: z.string().nullable() }).nullable(),
    })
    .nullable(),
});
export type SubscriptionDelivery = z.infer<typeof subscriptionDeliverySchema>;

/** A timestamped record of one change: the customer's proof ('You skipped your box on ...'). */
export const subscriptionConfirmationSchema = z.object({
  id: z.string(),
  kind: z.enum(SUBSCRIPTION_CONFIRMATION_KINDS),
  at: z.string(),
  summary: z.string(),
  /** The change's facts (the event's payload, snake_case). */
  data: z.record(z.string(), z.unknown()),
});
export type SubscriptionConfirmation = z.infer<typeof subscriptionConfirmationSchema>;

/**
 * GET /api/subscriptions/current/ (null when the customer has never had one) and /api/subscriptions/{id}/. `status` reads 'active' again from
 * `paused_until` on, by itself. `plan` is the plan in force today; `pending_plan_change` the one that applies
 * from `from` (the first delivery that gets it is `first_delivery_date`). `confirmations` are the newest
 * (all of them, paged, at .../confirmations/).
 */
export const subscriptionSchema = z.object({
  id: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  paused_until: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  plan: subscriptionPlanDtoSchema,
  pending_plan_change: z
    .object({ plan: subscriptionPlanDtoSchema, from: z.string(), first_delivery_date: z.string().nullable() })
    .nullable(),
  /** How often boxes come, today. */
  frequency: subscriptionFrequencySchema,
  /** A new frequency from the box on `from` on (its rhythm counts from that box), while that box is still ahead. */
  pending_frequency_change: z.object({ frequency: subscriptionFrequencySchema, from: z.string() }).nullable(),
  /** 'Thursday'. */
  delivery_day: z.string(),
  /** What the meals we choose must meet (meals the customer chooses are theirs to judge). */
  dietary_requirements: z.array(dietaryRequirementSchema),
  /** The extras (add-ons) that come in every box, at their price when each box is placed. */
  extras: z.array(subscriptionExtraDtoSchema),
  delivery_address: addressSchema,
  first_order_id: z.string(),
  created_at: z.string(),
  cut_off_rule: z.string(),
  upcoming_deliveries: z.array(subscriptionDeliverySchema),
  /** The days an extra box can be added on (working days in the 14 listed, before their cut-off, free). */
  extra_box_dates: z.array(z.string()),
  confirmations: z.array(subscriptionConfirmationSchema),
  confirmation_count: z.number().int().nonnegative(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** Every change answers the subscription as it is now, and the confirmation (null when nothing changed). */
export const subscriptionChangeResultSchema = z.object({
  subscription: subscriptionSchema,
  confirmation: subscriptionConfirmationSchema.nullable(),
});
export type SubscriptionChangeResult = z.infer<typeof subscriptionChangeResultSchema>;

/** A row of GET /api/subscriptions/ (newest first). */
export const subscriptionSummarySchema = z.object({
  id: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  plan: subscriptionPlanDtoSchema,
  frequency: subscriptionFrequencySchema,
  delivery_day: z.string(),
  created_at: z.string(),
  cancelled_at: z.string().nullable(),
});
export type SubscriptionSummary = z.infer<typeof subscriptionSummarySchema>;

export const subscriptionListSchema = z.object({
  subscriptions: z.array(subscriptionSummarySchema),
  pagination: paginationSchema,
});
export type SubscriptionList = z.infer<typeof subscriptionListSchema>;

/** GET /api/subscriptions/{id}/confirmations/ (newest first). */
export const subscriptionConfirmationListSchema = z.object({
  confirmations: z.array(subscriptionConfirmationSchema),
  pagination: paginationSchema,
});
export type SubscriptionConfirmationList = z.infer<typeof subscriptionConfirmationListSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Requests (field maps a service wraps in its strict body parser)

/** Skip, unskip, resume and cancel take no fields (an empty or absent body). */
export const subscriptionNoFieldsShape = {};

/** POST .../deliveries/{id}/move/. */
export const deliveryMoveShape = { date: isoDateField };
export type DeliveryMove = z.input<z.ZodObject<typeof deliveryMoveShape>>;

/** POST .../deliveries/{id}/meals/: exactly the plan's number of meals, or [] to leave the choice to us. */
export const deliveryMealsShape = { items: orderItemListField };
export type DeliveryMeals = z.input<z.ZodObject<typeof deliveryMealsShape>>;

/** POST .../plan/: the plan for every delivery from the next one still open. */
export const subscriptionPlanChangeShape = {
  protein_preference: proteinPreferenceSchema,
  meal_size: mealSizeSchema,
  number_of_meals: requiredInteger,
};
export type SubscriptionPlanChange = z.input<z.ZodObject<typeof subscriptionPlanChangeShape>>;

/** POST .../frequency/: how often boxes come, from the next box still open. */
export const subscriptionFrequencyShape = { frequency: subscriptionFrequencySchema };
export type SubscriptionFrequencyChange = z.input<z.ZodObject<typeof subscriptionFrequencyShape>>;

/** POST .../extra-box/: one more box, on a free working day of the next 14 still open for changes. */
export const subscriptionExtraBoxShape = { date: isoDateField };
export type SubscriptionExtraBox = z.input<z.ZodObject<typeof subscriptionExtraBoxShape>>;

/** POST .../pause/: no deliveries before `until`; they resume by themselves on it. */
export const subscriptionPauseShape = { until: isoDateField };
export type SubscriptionPause = z.input<z.ZodObject<typeof subscriptionPauseShape>>;

/** POST .../dietary/: what the meals we choose must meet, from the next box still open ([] for none). */
export const subscriptionDietaryShape = {
  dietary_requirements: z
    .array(dietaryRequirementSchema, { error: 'Send a list of dietary requirements.' })
    .max(DIETARY_REQUIREMENTS.length),
};
export type SubscriptionDietary = z.input<z.ZodObject<typeof subscriptionDietaryShape>>;

/** POST .../extras/: how many of an extra (an add-on) come in every box from the next one still open (0 stops it). */
export const subscriptionExtraShape = {
  add_on_id: z.string({ error: 'This field is required.' }).min(1, 'This field is required.').max(64),
  quantity: requiredInteger.min(0, 'Choose between 0 and 10.').max(10, 'Choose between 0 and 10.'),
};
export type SubscriptionExtra = z.input<z.ZodObject<typeof subscriptionExtraShape>>;

const quantityWords = `Choose between 0 and ${MAX_EXTRA_QUANTITY}.`;
const deliveryExtraInput = z.strictObject(
  {
    add_on_id: z.string({ error: 'This field is required.' }).min(1, 'This field is required.').max(64),
    quantity: requiredInteger.min(0, quantityWords).max(MAX_EXTRA_QUANTITY, quantityWords),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `These fields are not allowed: ${issue.keys.join(', ')}.`
        : 'Expected an object with add_on_id and quantity.',
  },
);
/** More extras than the shop sells at once is not a real request. */
const MAX_EXTRAS_PER_BOX = 30;

/**
 * PUT .../deliveries/{id}/extras/: exactly these extras in this one box (a quantity of 0 leaves that extra out;
 * [] for none), in place of the every-week extras; null puts the box back on the every-week extras.
 */
export const deliveryExtrasShape = {
  extras: z
    .array(deliveryExtraInput, {
      error: (issue) =>
        issue.input === undefined
          ? 'This field is required.'
          : 'Send a list of extras, or null for your every-week extras.',
    })
    .max(MAX_EXTRAS_PER_BOX, `Ensure this list has no more than ${MAX_EXTRAS_PER_BOX} extras.`)
    .refine(
      (extras) => new Set(extras.map((extra) => extra.add_on_id)).size === extras.length,
      'Each extra once, with how many you want of it.',
    )
    .nullable(),
};
export type DeliveryExtras = z.input<z.ZodObject<typeof deliveryExtrasShape>>;
