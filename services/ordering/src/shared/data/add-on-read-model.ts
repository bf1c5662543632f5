import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';
import type { AddOnCategory, AddOnStatus, FoodInformation } from '@mealbox/contracts';

/**
 * Ordering's copy of a catalogue add-on (DESIGN section 3), keyed by the add-on id, from AddOnUpserted on
 * catalogue.add-ons.v1 and kept only if newer (`revision`): what an order's add-on lines are priced and checked
 * from, never by asking the catalogue. A deleted add-on stays as a tombstone (`deleted`), so orders holding it
 * still name it and a late older event cannot bring it back.
 */
export interface AddOnReadDocument {
  _id: string;
  name: string;
  category: AddOnCategory;
  /** The price of one, in pence. */
  pricePence: number;
  status: AddOnStatus;
  imagePath: string;
  /** Allergens and the rest of the label; null for an undeclared add-on that is not available. */
  foodInformation: FoodInformation | null;
  /** How many can be sold for one delivery week; null: no limit. */
  stockPerWeek: number | null;
  revision: number;
  deleted: boolean;
}

const addOnReadSchema = new Schema<AddOnReadDocument>(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    category: { type: String, required: true },
    pricePence: { type: Number, required: true },
    status: { type: String, required: true },
    imagePath: { type: String, required: true },
    foodInformation: { type: Schema.Types.Mixed, default: null },
    stockPerWeek: { type: Number, default: null },
    revision: { type: Number, required: true },
    deleted: { type: Boolean, required: true },
  },
  { collection: 'add_ons', versionKey: false },
);

export type AddOnReadModel = Model<AddOnReadDocument>;
export const addOnReadModel = (connection: Connection): AddOnReadModel =>
  connection.models.AddOnRead ?? connection.model<AddOnReadDocument>('AddOnRead', addOnReadSchema);
