import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';

/**
 * A name and email some order carries (collection `order_search_contacts`, `_id` the contact's id). Small on
 * purpose: each ordering instance reads them all at start-up to search in memory; the orders are in the lists.
 */
export interface SearchContactDocument {
  _id: string;
  name: string;
  email: string;
}

const searchContactSchema = new Schema<SearchContactDocument>(
  {
    _id: { type: String, required: true },
    name: { type: String, default: '' },
    email: { type: String, default: '' },
  },
  { collection: 'order_search_contacts', versionKey: false },
);

export type SearchContactModel = Model<SearchContactDocument>;
export const searchContactModel = (connection: Connection): SearchContactModel =>
  connection.models.SearchContact ??
  connection.model<SearchContactDocument>('SearchContact', searchContactSchema);
