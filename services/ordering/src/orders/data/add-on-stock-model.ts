import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';

/**
 * How many of an add-on with a weekly stock are promised for one delivery week: `_id` is
 * `<addOnId>|<Monday of the week>`. Raised before an order takes the add-on, only while it stays within the
 * stock (one conditional update, so two customers can never take the last one both); lowered when an order gives
 * it back.
 */
export interface AddOnStockDocument {
  _id: string;
  taken: number;
}

const addOnStockSchema = new Schema<AddOnStockDocument>(
  { _id: { type: String, required: true }, taken: { type: Number, required: true } },
  { collection: 'add_on_stock', versionKey: false },
);

export type AddOnStockModel = Model<AddOnStockDocument>;
export const addOnStockModel = (connection: Connection): AddOnStockModel =>
  connection.models.AddOnStock ?? connection.model<AddOnStockDocument>('AddOnStock', addOnStockSchema);
