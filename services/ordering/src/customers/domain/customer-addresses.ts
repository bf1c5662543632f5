import { Types } from 'mongoose';
import { notFound } from '@mealbox/platform';
import type { AuthUser } from '@mealbox/platform';
import type { AddressEntry, CustomerDocument } from '../data/customer-model';
import { customerAddressesChangedEntry } from '../../orders/events/order-events';
import {
  ADDRESS_NOT_FOUND,
  addToBook,
  chooseDefault,
  removeFromBook,
  updateInBook,
  type AddressBookDecision,
  type AddressInput,
} from './address-book';
import { writeCustomer } from './write-customer';
import { notesOf } from '../../shared/domain/delivery-notes';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';
import { carryNotesToOpenBoxes } from './notes-on-open-boxes';
import { CUSTOMER_NOT_FOUND, ensureCustomer, type CustomerDeps } from './customers';

/**
 * The signed-in customer's saved addresses (POST add_address, PATCH and DELETE addresses/{id}, POST
 * addresses/{id}/default). Each change is written by writeDocument, as the phone number is: under the
 * customer document's lock, applied only to the revision it was decided on, with its CustomerAddressesChanged event
 * in the same update. Only the caller's own addresses are found: any other id is 404. Orders and subscriptions
 * keep their own copy of their address; only an edit's safe place and instructions reach the open ones.
 */

interface AddressBookAnswer {
  /** The customer after the change (or as it was, when nothing changed). */
  customer: CustomerDocument;
  /** The address the request was about, as it is now (as it was, for a removal). */
  address: AddressEntry;
  changed: boolean;
}

async function changeAddressBook(
  deps: CustomerDeps,
  customerId: Types.ObjectId,
  correlationId: string,
  decide: (current: CustomerDocument) => AddressBookDecision,
): Promise<AddressBookAnswer> {
  const result = await writeCustomer<AddressEntry>(
    deps,
    customerId,
    (current, at) => {
      if (!current) throw notFound(CUSTOMER_NOT_FOUND);
      const decision = decide(current);
      if (decision.kind === 'unchanged') return { outcome: decision.address };
      const { next } = decision;
      const event = customerAddressesChangedEntry(
        {
          customerId: current._id.toHexString(),
          userId: current.userId,
          change: next.change,
          addressId: next.address._id.toHexString(),
          defaultAddressId: next.defaultAddressId?.toHexString() ?? null,
          addressCount: next.addresses.length,
          changedAt: at.toISOString(),
        },
        { correlationId, now: deps.now },
      );
      return {
        change: {
          set: { addresses: next.addresses, defaultAddressId: next.defaultAddressId },
          events: [event],
        },
        outcome: next.address,
      };
    },
    'Your addresses were changed at the same time elsewhere. Please try again.',
  );
  if (result.status === 'already applied') throw new Error('no event is applied to an address book');
  // decide has already refused a missing customer; this only tells the compiler.
  if (!result.document) throw notFound(CUSTOMER_NOT_FOUND);
  return { customer: result.document, address: result.outcome, changed: result.status === 'written' };
}

/** The caller's customer, for a change to an address they must already have (none yet: no such address). */
async function ownCustomerId(deps: CustomerDeps, userId: string): Promise<Types.ObjectId> {
  const customer = await deps.customers
    .findOne({ userId })
    .select({ _id: 1 })
    .lean<Pick<CustomerDocument, '_id'>>();
  if (!customer) throw notFound(ADDRESS_NOT_FOUND);
  return customer._id;
}

/**
 * Saves a delivery address (the customer is created on demand). The same address again (a retried form) answers
 * the saved one instead of a copy; a customer keeps at most MAX_ADDRESSES_PER_CUSTOMER.
 */
export async function addAddress(
  deps: CustomerDeps,
  userId: string,
  input: AddressInput,
  correlationId: string,
): Promise<{ address: AddressEntry; created: boolean }> {
  const customer = await ensureCustomer(deps, userId);
  const { address, changed } = await changeAddressBook(deps, customer._id, correlationId, (current) =>
    addToBook(current, {
      _id: new Types.ObjectId(),
      address: input.address,
      city: input.city,
      county: input.county,
      postcode: input.postcode,
      ...notesOf(input),
      createdAt: deps.now(),
    }),
  );
  return { address, created: changed };
}

/**
 * Edits one of the caller's addresses in its place; answers it as saved. Its safe place and instructions then
 * reach the caller's open boxes to that address too (carryNotesToOpenBoxes).
 */
export async function updateAddress(
  deps: OrderingDeps,
  user: AuthUser,
  addressId: string,
  input: AddressInput,
  correlationId: string,
): Promise<AddressEntry> {
  const customerId = await ownCustomerId(deps, user.id);
  const { address, changed } = await changeAddressBook(deps, customerId, correlationId, (current) =>
    updateInBook(current, addressId, input),
  );
  if (changed) await carryNotesToOpenBoxes(deps, user, address, correlationId);
  return address;
}

/** Removes one of the caller's addresses (the oldest one left becomes the default if it was). */
export async function removeAddress(
  deps: CustomerDeps,
  userId: string,
  addressId: string,
  correlationId: string,
): Promise<void> {
  const customerId = await ownCustomerId(deps, userId);
  await changeAddressBook(deps, customerId, correlationId, (current) => ({
    kind: 'changed',
    next: removeFromBook(current, addressId),
  }));
}

/** Makes one of the caller's addresses their default; answers the customer. */
export async function makeDefaultAddress(
  deps: CustomerDeps,
  userId: string,
  addressId: string,
  correlationId: string,
): Promise<CustomerDocument> {
  const customerId = await ownCustomerId(deps, userId);
  const { customer } = await changeAddressBook(deps, customerId, correlationId, (current) =>
    chooseDefault(current, addressId),
  );
  return customer;
}
