import { Schema } from 'mongoose';
import type { Connection, Model, Types } from 'mongoose';
import type {
  DietaryRequirement,
  MealSize,
  ProteinPreference,
  SubscriptionEventDataByType,
  SubscriptionChangeEventType,
  SubscriptionFrequency,
} from '@mealbox/contracts';
import { DEFAULT_SUBSCRIPTION_FREQUENCY } from '@mealbox/contracts/subscription-frequency';
import { outboxFields } from '@mealbox/platform';
import type { WithOutbox } from '@mealbox/platform';
import { addressSnapshotSchema, orderItemSchema } from '../../shared/data/address-and-items-schemas';
import type { AddressSnapshot, OrderItemEntry } from '../../shared/data/address-and-items-schemas';

/** What each box holds. */
export interface SubscriptionPlan {
  proteinPreference: ProteinPreference;
  mealSize: MealSize;
  numberOfMeals: number;
}

/** A plan for every delivery on or after `from` (a London date), until a later change. */
export interface PlanChange {
  from: string;
  plan: SubscriptionPlan;
}

/**
 * Boxes come every `frequency` from the slot `from` on (a London date, the first box of the new rhythm, which
 * counts from it), until a later change.
 */
export interface FrequencyChange {
  from: string;
  frequency: SubscriptionFrequency;
}

/** Deliveries on `from` <= date < `until` do not come (London dates). */
export interface PausePeriod {
  from: string;
  until: string;
}

/**
 * What the customer changed about one delivery, named by its slot's date (`scheduledDate`, unique within the
 * subscription): skipped, moved to another day, its meals chosen (null: not chosen, we choose), or its extras
 * chosen (null: it comes with the every-week extras; a list: exactly these, [] none).
 */
export interface DeliveryOverride {
  scheduledDate: string;
  skipped: boolean;
  movedTo: string | null;
  items: OrderItemEntry[] | null;
  extras: EveryWeekExtra[] | null;
}

/** A change as the customer can read it back: the event's id, type and payload, when, and in words. */
export type StoredConfirmation = {
  [Type in SubscriptionChangeEventType]: {
    eventId: string;
    type: Type;
    at: Date;
    summary: string;
    data: SubscriptionEventDataByType[Type];
  };
}[SubscriptionChangeEventType];

export type StoredSubscriptionStatus = 'active' | 'paused' | 'cancelled';

/**
 * A customer's weekly subscription, started by their first paid order: deliveries every week on the weekday of
 * that order's delivery. Everything about it lives in this one document, the per-delivery changes and the
 * confirmations included, so each change, its confirmation and its event (in the outbox) are one `updateOne`
 * (FerretDB has no multi-document transactions). Writes apply only to the `version` read.
 *
 * Rules that take effect "from the next delivery still open" store that date (`from`, `cancelledFrom`): the
 * cut-off depends only on a delivery's date, so every delivery before it had closed and every one after it was
 * open, and a later change never reaches back into a box past its cut-off.
 */
/** An extra in every box of a subscription (or, on a delivery's override, in that box alone). */
export interface EveryWeekExtra {
  addOnId: string;
  name: string;
  quantity: number;
}

export interface SubscriptionDocument extends WithOutbox {
  _id: Types.ObjectId;
  userId: string;
  customerId: string;
  /**
   * `userId` while the subscription is live (active or paused), `cancelled:<id>` once cancelled. Unique, so a
   * customer has at most one live subscription (FerretDB v1 has no partial unique indexes).
   */
  liveKey: string;
  /** The paid order that started it; unique, so a redelivered payment event never starts a second. */
  firstOrderId: string;
  /** That order's delivery date: deliveries follow weekly on its weekday. */
  firstOrderDeliveryDate: string;
  /** The plan from the start (or, once folded in, the plan in force on the day of the last write). */
  plan: SubscriptionPlan;
  /** Later plans, earliest first. */
  planChanges: PlanChange[];
  /** How often boxes come from the start (subscriptions from before there was a choice read weekly). */
  frequency: SubscriptionFrequency;
  /** Later frequencies, earliest first; each anchors its own rhythm, so none is folded away. */
  frequencyChanges: FrequencyChange[];
  /** One-off boxes the customer added, named (and delivered, unless moved) by their date. */
  extraBoxes: string[];
  address: AddressSnapshot;
  status: StoredSubscriptionStatus;
  /** While paused: the day deliveries start again (status reads active from that day on, by itself). */
  pausedUntil: string | null;
  pauses: PausePeriod[];
  cancelledAt: Date | null;
  /** No delivery on or after this date comes. */
  cancelledFrom: string | null;
  overrides: DeliveryOverride[];
  /** What the meals we choose must meet, from now on (boxes already locked keep what they locked with). */
  dietaryRequirements: DietaryRequirement[];
  /** Extras that come in every box (named as when chosen), priced when each box is placed. */
  extras: EveryWeekExtra[];
  /**
   * The slots (scheduled dates) whose delivery the weekly job has announced as locked (SubscriptionDeliveryLocked),
   * so each is announced once; slots long past are dropped by compaction.
   */
  lockedSlots: string[];
  /** The slots whose box the reminder before its cut-off was announced for (SubscriptionBoxClosingSoon). */
  remindedSlots: string[];
  /** Every change, oldest first. */
  confirmations: StoredConfirmation[];
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

const planSchema = new Schema<SubscriptionPlan>(
  {
    proteinPreference: { type: String, required: true },
    mealSize: { type: String, required: true },
    numberOfMeals: { type: Number, required: true },
  },
  { _id: false },
);

const extraSchema = new Schema<EveryWeekExtra>(
  {
    addOnId: { type: String, required: true },
    name: { type: String, required: true },
    quantity: { type: Number, required: true },
  },
  { _id: false },
);

const subscriptionSchema = new Schema<SubscriptionDocument>(
  {
    userId: { type: String, required: true },
    customerId: { type: String, required: true },
    liveKey: { type: String, required: true, unique: true },
    firstOrderId: { type: String, required: true, unique: true },
    firstOrderDeliveryDate: { type: String, required: true },
    plan: { type: planSchema, required: true },
    planChanges: {
      type: [new Schema<PlanChange>({ from: String, plan: planSchema }, { _id: false })],
      default: [],
    },
    frequency: { type: String, default: 'weekly' },
    frequencyChanges: {
      type: [new Schema<FrequencyChange>({ from: String, frequency: String }, { _id: false })],
      default: [],
    },
    extraBoxes: { type: [String], default: [] },
    address: { type: addressSnapshotSchema, required: true },
    status: { type: String, required: true },
    pausedUntil: { type: String, default: null },
    pauses: {
      type: [new Schema<PausePeriod>({ from: String, until: String }, { _id: false })],
      default: [],
    },
    cancelledAt: { type: Date, default: null },
    cancelledFrom: { type: String, default: null },
    overrides: {
      type: [
        new Schema<DeliveryOverride>(
          {
            scheduledDate: { type: String, required: true },
            skipped: { type: Boolean, required: true },
            movedTo: { type: String, default: null },
            items: { type: [orderItemSchema], default: null },
            extras: { type: [extraSchema], default: null },
          },
          { _id: false },
        ),
      ],
      default: [],
    },
    dietaryRequirements: { type: [String], default: [] },
    extras: { type: [extraSchema], default: [] },
    lockedSlots: { type: [String], default: [] },
    remindedSlots: { type: [String], default: [] },
    confirmations: {
      type: [
        new Schema(
          {
            eventId: { type: String, required: true },
            type: { type: String, required: true },
            at: { type: Date, required: true },
            summary: { type: String, required: true },
            data: { type: Schema.Types.Mixed, required: true },
          },
          { _id: false },
        ),
      ],
      default: [],
    },
    version: { type: Number, required: true },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    ...outboxFields,
  },
  { collection: 'subscriptions', versionKey: false, minimize: false },
);
// The customer's list of their subscriptions, newest first.
subscriptionSchema.index({ userId: 1, createdAt: -1 });
// The weekly job's look for live subscriptions (and recently cancelled ones, whose locked boxes still come).
subscriptionSchema.index({ status: 1 });

/**
 * A subscription as read, with its nulls back: FerretDB v1 may leave a field stored as null out of the
 * document it returns.
 */
export function withNulls(read: SubscriptionDocument): SubscriptionDocument {
  return {
    ...read,
    planChanges: read.planChanges ?? [],
    frequency: read.frequency ?? DEFAULT_SUBSCRIPTION_FREQUENCY,
    frequencyChanges: read.frequencyChanges ?? [],
    extraBoxes: read.extraBoxes ?? [],
    pausedUntil: read.pausedUntil ?? null,
    pauses: read.pauses ?? [],
    cancelledAt: read.cancelledAt ?? null,
    cancelledFrom: read.cancelledFrom ?? null,
    overrides: (read.overrides ?? []).map((override) => ({
      scheduledDate: override.scheduledDate,
      skipped: override.skipped,
      movedTo: override.movedTo ?? null,
      items: override.items ?? null,
      // Overrides written before a box's extras could be chosen have none: the box follows the every-week ones.
      extras: override.extras ?? null,
    })),
    dietaryRequirements: read.dietaryRequirements ?? [],
    extras: read.extras ?? [],
    lockedSlots: read.lockedSlots ?? [],
    remindedSlots: read.remindedSlots ?? [],
    confirmations: read.confirmations ?? [],
  };
}

export type SubscriptionModel = Model<SubscriptionDocument>;
export const subscriptionModel = (connection: Connection): SubscriptionModel =>
  connection.models.Subscription ??
  connection.model<SubscriptionDocument>('Subscription', subscriptionSchema);
