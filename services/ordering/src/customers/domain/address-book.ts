import type { Types } from 'mongoose';
import { MAX_ADDRESSES_PER_CUSTOMER } from '@mealbox/contracts';
import type { AddressChange, SafePlace } from '@mealbox/contracts';
import { badRequest, notFound } from '@mealbox/platform';
import type { AddressEntry, CustomerDocument } from '../data/customer-model';
import { notesOf, sameNotes } from '../../shared/domain/delivery-notes';

/**
 * The rules of a customer's saved addresses, pure: what adding, editing, removing or choosing the default does to
 * the list and its default, or why it is refused. customer-addresses.ts reads the customer, asks here and writes
 * the answer (with its event) in one version-guarded update.
 */

export const ADDRESS_NOT_FOUND = 'Address not found.';

export interface AddressInput {
  address: string;
  city: string;
  county: string;
  postcode: string;
  /** Left out (undefined): none on a new address, as saved on an edit; null clears it. */
  safePlace?: SafePlace | null | undefined;
  deliveryInstructions?: string | null | undefined;
}

export type AddressBook = Pick<CustomerDocument, 'addresses' | 'defaultAddressId'>;

/** What a change leaves: the whole list and its default, and the address the change was about. */
export interface AddressBookChange {
  change: AddressChange;
  address: AddressEntry;
  addresses: AddressEntry[];
  defaultAddressId: Types.ObjectId | null;
}

/** A change to write, or nothing to write (the same address again, the default chosen again) and what to answer. */
export type AddressBookDecision =
  { kind: 'changed'; next: AddressBookChange } | { kind: 'unchanged'; address: AddressEntry };

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The same place, however it was typed (case and spaces aside; postcodes are already normalised). */
export const sameAddress = (a: AddressInput, b: AddressInput) =>
  a.postcode === b.postcode &&
  sameText(a.address, b.address) &&
  sameText(a.city, b.city) &&
  sameText(a.county, b.county);

/** Exactly as saved: an edit that changes nothing (not even a capital letter or the note) writes nothing. */
const identical = (a: AddressEntry, b: AddressEntry) =>
  a.address === b.address &&
  a.city === b.city &&
  a.county === b.county &&
  a.postcode === b.postcode &&
  sameNotes(notesOf(a), notesOf(b));

/** The saved address as an edit leaves it: a note left out of the request keeps what was saved. */
const edited = (saved: AddressEntry, input: AddressInput): AddressEntry => ({
  ...saved,
  address: input.address,
  city: input.city,
  county: input.county,
  postcode: input.postcode,
  safePlace: input.safePlace === undefined ? (saved.safePlace ?? null) : input.safePlace,
  deliveryInstructions:
    input.deliveryInstructions === undefined
      ? (saved.deliveryInstructions ?? null)
      : input.deliveryInstructions,
});

/**
 * The default address: the one the customer chose while it is still saved, otherwise the oldest (the first added
 * until another is chosen; the oldest left after the default is removed); null when there is none.
 */
export function defaultAddressOf(book: AddressBook): AddressEntry | null {
  const chosen = book.defaultAddressId;
  return (chosen && book.addresses.find((saved) => saved._id.equals(chosen))) || book.addresses[0] || null;
}

function savedAddress(book: AddressBook, id: string): AddressEntry {
  const address = book.addresses.find((saved) => saved._id.toHexString() === id);
  if (!address) throw notFound(ADDRESS_NOT_FOUND);
  return address;
}

function changed(
  change: AddressChange,
  address: AddressEntry,
  addresses: AddressEntry[],
  chosen?: Types.ObjectId,
) {
  const next = { addresses, defaultAddressId: chosen ?? null };
  return {
    kind: 'changed' as const,
    next: { change, address, addresses, defaultAddressId: defaultAddressOf(next)?._id ?? null },
  };
}

/** The customer's choice of default as it stands (or the oldest address, if they never chose one). */
const currentDefault = (book: AddressBook) => defaultAddressOf(book)?._id;

/**
 * Adds `entry` (the input with its new id and time). The same address again (a retried form) answers the saved
 * one instead of a copy; a customer keeps at most MAX_ADDRESSES_PER_CUSTOMER.
 */
export function addToBook(book: AddressBook, entry: AddressEntry): AddressBookDecision {
  const saved = book.addresses.find((address) => sameAddress(address, entry));
  if (saved) return { kind: 'unchanged', address: saved };
  if (book.addresses.length >= MAX_ADDRESSES_PER_CUSTOMER) {
    const message = `You can keep up to ${MAX_ADDRESSES_PER_CUSTOMER} addresses.`;
    throw badRequest(message, { non_field_errors: [message] });
  }
  return changed('added', entry, [...book.addresses, entry], currentDefault(book));
}

/**
 * Edits a saved address in its place (same id, same time added). Exactly what is saved changes nothing; another
 * saved address's words are refused, so the list never holds one place twice.
 */
export function updateInBook(book: AddressBook, id: string, input: AddressInput): AddressBookDecision {
  const saved = savedAddress(book, id);
  const address = edited(saved, input);
  if (identical(saved, address)) return { kind: 'unchanged', address: saved };
  if (book.addresses.some((other) => other !== saved && sameAddress(other, input))) {
    const message = 'You have already saved this address.';
    throw badRequest(message, { non_field_errors: [message] });
  }
  const addresses = book.addresses.map((other) => (other === saved ? address : other));
  return changed('updated', address, addresses, currentDefault(book));
}

/** Removes a saved address; when it was the default, the oldest one left becomes the default. */
export function removeFromBook(book: AddressBook, id: string): AddressBookChange {
  const saved = savedAddress(book, id);
  const addresses = book.addresses.filter((other) => other !== saved);
  const chosen = currentDefault(book);
  return changed('removed', saved, addresses, chosen?.equals(saved._id) ? undefined : chosen).next;
}

/** Makes a saved address the default; the default already changes nothing. */
export function chooseDefault(book: AddressBook, id: string): AddressBookDecision {
  const saved = savedAddress(book, id);
  if (currentDefault(book)?.equals(saved._id)) return { kind: 'unchanged', address: saved };
  return changed('default_changed', saved, book.addresses, saved._id);
}
