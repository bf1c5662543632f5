import { Schema } from 'mongoose';
import type { SafePlace } from '@mealbox/contracts';

/** A chosen meal and how many of it. */
export interface OrderItemEntry {
  mealId: string;
  quantity: number;
}

/**
 * The delivery address as it was when the order was placed (a later edit of the saved address's place leaves it).
 * The safe place and instructions follow the saved address's edits until the box's cut-off (customers/domain/notes-on-open-boxes.ts);
 * they are absent on documents from before customers could give them, which read as none.
 */
export interface AddressSnapshot {
  id: string;
  address: string;
  city: string;
  county: string;
  postcode: string;
  safePlace?: SafePlace | null;
  deliveryInstructions?: string | null;
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
    safePlace: { type: String, default: null },
    deliveryInstructions: { type: String, default: null },
  },
  { _id: false },
);
