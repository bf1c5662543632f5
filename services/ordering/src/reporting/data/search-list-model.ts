import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';
import type { SearchListEntry } from './projection-shapes';

/**
 * One contact's orders (collection `order_search_lists`, `_id` the contact's id, see order-search-lists.ts), in
 * no particular order. Kept by the dashboard consumer with `$addToSet` and `$pull`, which a retry repeats harmlessly.
 */
export interface SearchListDocument {
  _id: string;
  entries: SearchListEntry[];
}

const searchListSchema = new Schema<SearchListDocument>(
  {
    _id: { type: String, required: true },
    entries: {
      type: [new Schema<SearchListEntry>({ at: Number, id: String, status: String }, { _id: false })],
      default: [],
    },
  },
  { collection: 'order_search_lists', versionKey: false },
);

export type SearchListModel = Model<SearchListDocument>;
export const searchListModel = (connection: Connection): SearchListModel =>
  connection.models.SearchList ?? connection.model<SearchListDocument>('SearchList', searchListSchema);
