import { trustedFilter, writeDocument } from '@mealbox/platform';
import type { AuthUser } from '@mealbox/platform';
import type { OrderStatus } from '@mealbox/contracts';
import { hasClosed } from '@mealbox/contracts/cut-off';
import type { AddressEntry, CustomerDocument } from '../data/customer-model';
import type { OrderDocument } from '../../orders/data/order-model';
import { writeOrder } from '../../orders/domain/write-order';
import { withNulls, type SubscriptionDocument } from '../../subscriptions/data/subscription-model';
import { notesOf, sameNotes, type DeliveryNotes } from '../../shared/domain/delivery-notes';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';

/** A box on its way, at the door or cancelled keeps the notes it had: the courier already has them. */
const STILL_AT_THE_KITCHEN: readonly OrderStatus[] = ['processing', 'preparing', 'ready'];

/** The box still takes the address's new notes: same saved address, before its cut-off, not yet sent out. */
const takesNotes = (order: OrderDocument, addressId: string, now: Date): boolean =>
  order.address.id === addressId &&
  STILL_AT_THE_KITCHEN.includes(order.orderStatus) &&
  !hasClosed(order.deliveryDate, now);

/**
 * After the customer edits a saved address's safe place or instructions, the copies that should follow it do: each
 * of their orders to that address still before its cut-off (and not out for delivery, delivered or cancelled), and
 * their subscription if it delivers there (so every box the weekly job places from now on carries them). Each copy
 * is its own write under that document's lock, applied only to the version read and checked again there (a box
 * that passed its cut-off in the meantime keeps what was packed). The address's own CustomerAddressesChanged
 * announces the change; the copies carry no event of their own. The place itself (street, postcode) never
 * follows: an order keeps the address it was placed to.
 */
export async function carryNotesToOpenBoxes(
  deps: OrderingDeps,
  user: AuthUser,
  address: AddressEntry,
  correlationId: string,
): Promise<void> {
  const addressId = address._id.toHexString();
  const latest = () => latestNotes(deps, user.id, address);
  const orders = await deps.orders
    .find(
      trustedFilter({
        userId: user.id,
        'address.id': addressId,
        orderStatus: { $in: [...STILL_AT_THE_KITCHEN] },
      }),
    )
    .select({ _id: 1, deliveryDate: 1 })
    .lean<Pick<OrderDocument, '_id' | 'deliveryDate'>[]>();
  const copied: string[] = [];
  for (const order of orders) {
    if (hasClosed(order.deliveryDate, deps.now())) continue;
    const id = order._id.toHexString();
    await writeOrder(deps, id, { user }, correlationId, async (current) => {
      const notes = await latest();
      if (!takesNotes(current, addressId, deps.now()) || sameNotes(notesOf(current.address), notes))
        return { set: {}, events: [] };
      copied.push(id);
      return { set: { address: { ...current.address, ...notes } }, events: [] };
    });
  }
  if (copied.length > 0) await deps.afterDeliveryNotesCopied?.(copied);
  await carryNotesToSubscriptions(deps, user.id, addressId, latest);
}

/**
 * The address's notes as saved now, read again under each copy's lock: two quick edits copy in whichever order
 * they run, and the later edit's copies, run after its own write, then find its notes (the edit's own, should
 * the address have been removed since).
 */
async function latestNotes(
  deps: Pick<OrderingDeps, 'customers'>,
  userId: string,
  address: AddressEntry,
): Promise<DeliveryNotes> {
  const customer = await deps.customers
    .findOne({ userId })
    .select({ addresses: 1 })
    .lean<Pick<CustomerDocument, 'addresses'>>();
  return notesOf(customer?.addresses.find((saved) => saved._id.equals(address._id)) ?? address);
}

async function carryNotesToSubscriptions(
  deps: OrderingDeps,
  userId: string,
  addressId: string,
  latest: () => Promise<DeliveryNotes>,
): Promise<void> {
  const subscriptions = await deps.subscriptions
    .find(trustedFilter({ userId, 'address.id': addressId, status: { $ne: 'cancelled' } }))
    .select({ _id: 1 })
    .lean<Pick<SubscriptionDocument, '_id'>[]>();
  for (const subscription of subscriptions) {
    await writeDocument<SubscriptionDocument, null>({
      model: deps.subscriptions,
      id: subscription._id,
      lock: deps.lock,
      versionField: 'version',
      normalise: withNulls,
      decide: async (current) => {
        if (!current || current.userId !== userId || current.address.id !== addressId)
          return { outcome: null };
        const notes = await latest();
        if (current.status === 'cancelled' || sameNotes(notesOf(current.address), notes))
          return { outcome: null };
        return { change: { set: { address: { ...current.address, ...notes } }, events: [] }, outcome: null };
      },
      now: deps.now,
      announce: (written) => deps.afterChange({ model: deps.subscriptions, id: written }),
      conflictMessage: 'Your subscription was changed at the same time elsewhere. Please try again.',
    });
  }
}
