import { Schema } from 'mongoose';
import type { Connection, Model, Types } from 'mongoose';
import { outboxFields } from '@mealbox/platform';
import type { WithOutbox } from '@mealbox/platform';
import type { AllergenExclusions, SafePlace } from '@mealbox/contracts';

/**
 * A delivery address the customer saved. `postcode` is normalised ('SW1A 1AA'). The safe place and the note to
 * the courier are absent on addresses saved before customers could give them, which read as none.
 */
export interface AddressEntry {
  _id: Types.ObjectId;
  address: string;
  city: string;
  county: string;
  postcode: string;
  safePlace?: SafePlace | null;
  deliveryInstructions?: string | null;
  createdAt: Date;
}

/**
 * One customer per user (unique `userId`): created by identity's UserRegistered or, if the customer reaches us
 * first, on demand by their first request; whichever comes second finds it. Name and email are identity's and
 * follow its events; phone and addresses are the customer's own. CustomerUpdated rides in its outbox.
 */
export interface CustomerDocument extends WithOutbox {
  _id: Types.ObjectId;
  userId: string;
  /** '' until identity's event has told us. */
  name: string;
  email: string;
  /** `occurredAt` of the identity event that set name and email (the epoch while unknown); older ones are ignored. */
  profileAt: Date;
  /** E.164 ('+447700900123'). */
  phoneNumber: string | null;
  /** In the order they were added (a change keeps an address in its place). */
  addresses: AddressEntry[];
  /**
   * The address the customer chose as their default; null (or absent, on a customer from before defaults) until
   * they choose, and whenever it is not one of `addresses`: the oldest address is the default then
   * (`defaultAddressOf`).
   */
  defaultAddressId?: Types.ObjectId | null;
  /** The allergens the customer asked us to leave out of their boxes; absent on a customer who never set any. */
  allergenExclusions?: AllergenExclusions;
  /**
   * The allergen alerts already raised for this customer (BoxMealAllergenFlagged's `alertId`), so a redelivered
   * MealAllergensChanged raises none twice. Bounded by the boxes open at any time times the changes to their meals.
   */
  allergenAlerts?: string[];
  /** Increases with every change the customer makes; such writes apply only to the revision they read. */
  revision: number;
  createdAt: Date;
  updatedAt: Date;
}

const addressSchema = new Schema<AddressEntry>(
  {
    address: { type: String, required: true },
    city: { type: String, required: true },
    county: { type: String, required: true },
    postcode: { type: String, required: true },
    safePlace: { type: String, default: null },
    deliveryInstructions: { type: String, default: null },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);

const customerSchema = new Schema<CustomerDocument>(
  {
    userId: { type: String, required: true, unique: true },
    name: { type: String, default: '' },
    email: { type: String, default: '' },
    profileAt: { type: Date, required: true },
    phoneNumber: { type: String, default: null },
    addresses: { type: [addressSchema], default: [] },
    defaultAddressId: { type: Schema.Types.ObjectId, default: null },
    allergenExclusions: {
      type: new Schema(
        { allergens: [String], includeMayContain: Boolean },
        { _id: false, versionKey: false },
      ),
      default: undefined,
    },
    allergenAlerts: { type: [String], default: undefined },
    revision: { type: Number, required: true },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    ...outboxFields,
  },
  { collection: 'customers', versionKey: false },
);

export type CustomerModel = Model<CustomerDocument>;
export const customerModel = (connection: Connection): CustomerModel =>
  connection.models.Customer ?? connection.model<CustomerDocument>('Customer', customerSchema);
