import { Schema } from 'mongoose';

/** A chosen meal and how many of it. */
export interface OrderItemEntry {
  mealId: string;
  quantity: number;
}

/** The delivery address as it was when the order was placed (a later edit of the saved address leaves it). */
export interface AddressSnapshot {
  id: string;
  address: string;
  city: string;
  county: string;
  postcode: string;
}

/*
 * An order and the subscription it starts store the address and the chosen meals alike (a subscription's box
 * becomes an order), so both documents use these sub-schemas.
 */

export const orderItemSchema = new Schema<OrderItemEntry>(
  { mealId: { type: String, required: true }, quantity: { type: Number, required: true } },
  { _id: false },
);

export const addressSnapshotSchema = new Schema<AddressSnapshot>(
  {
    id: { type: String, required: true },
    address: { type: String, required: true },
    city: { type: String, required: true },
    county: { type: String, required: true },
    postcode: { type: String, required: true },
  },
  { _id: false },
);
