import { Types } from 'mongoose';
import { orderReference } from '@mealbox/contracts';
import type { PriceQuote } from '@mealbox/contracts';
import type { AddressSnapshot, OrderItemEntry } from '../../shared/data/address-and-items-schemas';
import type { OrderDocument } from '../data/order-model';
import type { SubscriptionPlan } from '../../subscriptions/data/subscription-model';
import { countMeals } from './order-rules';

/** What a new order is made of, whoever places it (the customer, or the weekly job for a subscription). */
export interface NewOrderFacts {
  userId: string;
  customer: { id: string; name: string; email: string };
  address: AddressSnapshot;
  deliveryDate: string;
  plan: SubscriptionPlan;
  /** The plan follows the items (placed without one); false or absent for a chosen plan. */
  planFollowsItems?: boolean;
  price: PriceQuote;
  items: OrderItemEntry[];
  /** The key that makes placing it idempotent; the order's own id when none is given. */
  idempotencyKey: string | null;
  requestHash: string;
  subscriptionId: string | null;
  now: Date;
}

/** A new order as stored: processing, payment pending, version 1, with its reference. */
export function newOrderDocument(facts: NewOrderFacts): Omit<OrderDocument, 'outbox' | 'outboxPending'> {
  const _id = new Types.ObjectId();
  return {
    _id,
    reference: orderReference(_id.toHexString()),
    userId: facts.userId,
    customerId: facts.customer.id,
    customerName: facts.customer.name,
    customerEmail: facts.customer.email,
    address: { ...facts.address },
    deliveryDate: facts.deliveryDate,
    orderedAt: facts.now,
    proteinPreference: facts.plan.proteinPreference,
    mealSize: facts.plan.mealSize,
    numberOfMeals: facts.plan.numberOfMeals,
    planFollowsItems: facts.planFollowsItems === true,
    price: facts.price,
    paymentStatus: 'pending',
    orderStatus: 'processing',
    items: facts.items,
    itemCount: countMeals(facts.items),
    subscriptionId: facts.subscriptionId,
    paymentProblem: null,
    refundRequestedAt: null,
    appliedEventIds: [],
    version: 1,
    idempotencyKey: facts.idempotencyKey ?? _id.toHexString(),
    requestHash: facts.requestHash,
    updatedAt: facts.now,
  };
}
