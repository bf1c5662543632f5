import { Schema } from 'mongoose';
import type { Connection, Model } from 'mongoose';
import type { OrderStatus, PaymentStatus } from '@mealbox/contracts';

/**
 * Identity's read model of a user's orders, fed by ordering's events. One row per order with its own status,
 * so counts are derived (never incremented) and stay right under redelivery and out-of-order events. A status
 * change may arrive before the order itself: the row then exists with `placed: false` until OrderPlaced fills it.
 */
export interface UserOrderDocument {
  _id: string;
  userId: string;
  placed: boolean;
  orderedAt?: Date;
  deliveryDate?: string;
  /** When `deliveryDate` was set (the epoch while unknown); an older change never overwrites a newer one. */
  deliveryDateAt: Date;
  totalPence?: number;
  /** When `totalPence` was set (the epoch while unknown): a re-priced total outlives a redelivered OrderPlaced. */
  totalPenceAt: Date;
  /** Absent only while just a payment change has been seen. */
  orderStatus?: OrderStatus;
  /** When `orderStatus` was set (the epoch while unknown); an older change never overwrites a newer one. */
  orderStatusAt: Date;
  paymentStatus?: PaymentStatus;
  paymentStatusAt: Date;
}

const userOrderSchema = new Schema<UserOrderDocument>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    placed: { type: Boolean, required: true },
    orderedAt: { type: Date },
    deliveryDate: { type: String },
    deliveryDateAt: { type: Date, required: true },
    totalPence: { type: Number },
    totalPenceAt: { type: Date, required: true },
    orderStatus: { type: String },
    orderStatusAt: { type: Date, required: true },
    paymentStatus: { type: String },
    paymentStatusAt: { type: Date, required: true },
  },
  { collection: 'user_orders', versionKey: false },
);
userOrderSchema.index({ userId: 1, placed: 1, orderedAt: -1 });
userOrderSchema.index({ userId: 1, orderStatus: 1 });

export type UserOrderModel = Model<UserOrderDocument>;
export const userOrderModel = (connection: Connection): UserOrderModel =>
  connection.models.UserOrder ?? connection.model<UserOrderDocument>('UserOrder', userOrderSchema);

/** The customer's contact details ordering publishes (CustomerUpdated), by user id. */
export interface CustomerContactDocument {
  _id: string;
  customerId: string;
  phoneNumber: string | null;
  /** `occurredAt` of the event that set these values; older events are ignored. */
  updatedAt: Date;
}

const customerContactSchema = new Schema<CustomerContactDocument>(
  {
    _id: { type: String, required: true },
    customerId: { type: String, required: true },
    phoneNumber: { type: String, default: null },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'customer_contacts', versionKey: false },
);

export type CustomerContactModel = Model<CustomerContactDocument>;
export const customerContactModel = (connection: Connection): CustomerContactModel =>
  connection.models.CustomerContact ??
  connection.model<CustomerContactDocument>('CustomerContact', customerContactSchema);
