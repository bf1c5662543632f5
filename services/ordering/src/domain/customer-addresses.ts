import { Types } from 'mongoose';
import { conflict, notFound, outboxUpdate } from '@mealbox/platform';
import type { AddressEntry, CustomerDocument } from '../data/customer-model';
import { customerAddressesChangedEntry } from '../events/order-events';
import {
  ADDRESS_NOT_FOUND,
  addToBook,
  chooseDefault,
  removeFromBook,
  updateInBook,
  type AddressBookDecision,
  type AddressInput,
} from './address-book';
import { customerLockKey, ensureCustomer, reread, type CustomerDeps } from './customers';
import { MAX_CONCURRENT_RETRIES } from './ordering-deps';

/**
 * The signed-in customer's saved addresses (POST add_address, PATCH and DELETE addresses/{id}, POST
 * addresses/{id}/default). Each change is written as updatePhoneNumber writes the phone number: under the
 * customer document's lock, applied only to the revision it was decided on, with its CustomerAddressesChanged event
 * in the same update. Only the caller's own addresses are found: any other id is 404. Orders and subscriptions
 * keep their own copy of their address, so no change here reaches them.
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
  const answer = await deps.lock(customerLockKey(deps, { _id: customerId }), async () => {
    for (let attempt = 0; attempt < MAX_CONCURRENT_RETRIES; attempt++) {
      const current = await reread(deps, customerId);
      const decision = decide(current);
      if (decision.kind === 'unchanged')
        return { customer: current, address: decision.address, changed: false };
      const { next } = decision;
      const now = deps.now();
      const outbox = outboxUpdate([
        customerAddressesChangedEntry(
          {
            customerId: current._id.toHexString(),
            userId: current.userId,
            change: next.change,
            addressId: next.address._id.toHexString(),
            defaultAddressId: next.defaultAddressId?.toHexString() ?? null,
            addressCount: next.addresses.length,
            changedAt: now.toISOString(),
          },
          { correlationId, now: deps.now },
        ),
      ]);
      const state = {
        addresses: next.addresses,
        defaultAddressId: next.defaultAddressId,
        revision: current.revision + 1,
        updatedAt: now,
      };
      const written = await deps.customers.updateOne(
        { _id: current._id, revision: current.revision },
        { $set: { ...state, ...outbox.$set }, $push: outbox.$push },
      );
      if (written.matchedCount === 1) {
        return { customer: { ...current, ...state }, address: next.address, changed: true };
      }
    }
    throw conflict('Your addresses were changed at the same time elsewhere. Please try again.');
  });
  if (answer.changed) deps.afterChange({ model: deps.customers, id: customerId });
  return answer;
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
    addToBook(current, { _id: new Types.ObjectId(), ...input, createdAt: deps.now() }),
  );
  return { address, created: changed };
}

/** Edits one of the caller's addresses in its place; answers it as saved. */
export async function updateAddress(
  deps: CustomerDeps,
  userId: string,
  addressId: string,
  input: AddressInput,
  correlationId: string,
): Promise<AddressEntry> {
  const customerId = await ownCustomerId(deps, userId);
  const { address } = await changeAddressBook(deps, customerId, correlationId, (current) =>
    updateInBook(current, addressId, input),
  );
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
