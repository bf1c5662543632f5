import type { Address, Customer } from '@mealbox/contracts';
import { describeError, isApiError } from '@mealbox/web-kit';
import {
  EMPTY_ADDRESS_FORM,
  serverFieldErrors,
  type AddressFormErrors,
  type AddressFormValues,
} from '../../purchase/address-form';

/**
 * What the account's 'Your addresses' card shows of GET /api/customers/me, and what it says after a change. The
 * rules (which address is the default, what a valid address is) are the server's: the card shows its answers.
 */

export interface SavedAddress {
  address: Address;
  isDefault: boolean;
}

/**
 * The customer's addresses in the order they were added (a change never moves one), the default marked. An
 * ordering that does not yet say which is the default answers none: its first address is the one then.
 */
export function savedAddresses(
  customer: Pick<Customer, 'address_details'> & { default_address_id?: string | null },
) {
  const defaultId = customer.default_address_id ?? customer.address_details[0]?.id;
  return customer.address_details.map((address): SavedAddress => ({
    address,
    isDefault: address.id === defaultId,
  }));
}

/**
 * Which address becomes the default when `id` is removed: undefined when `id` is not the default (nothing
 * changes), else the oldest one left (ordering's rule), or null when it is the last.
 */
export function defaultAfterRemoving(saved: readonly SavedAddress[], id: string): Address | null | undefined {
  if (!saved.some((entry) => entry.isDefault && entry.address.id === id)) return undefined;
  return saved.find((entry) => entry.address.id !== id)?.address ?? null;
}

/** '1 Park Row, Leeds, West Yorkshire LS1 4AP': one line, for a sentence or a dialog. */
export function addressOneLine(address: Pick<Address, 'address' | 'city' | 'county' | 'postcode'>): string {
  return `${address.address}, ${address.city}, ${address.county} ${address.postcode}`;
}

/** The address form filled in with a saved address, to edit it (the form's phone number is not asked here). */
export function formValuesOf(address: Address): AddressFormValues {
  return {
    ...EMPTY_ADDRESS_FORM,
    address: address.address,
    city: address.city,
    county: address.county,
    postcode: address.postcode,
  };
}

export type AddressChange = 'added' | 'updated' | 'removed' | 'default';

/** The line the card announces after a change (politely, in a live region). */
export function changeNotice(change: AddressChange, address: Pick<Address, 'address'>): string {
  switch (change) {
    case 'added':
      return `${address.address} has been added to your addresses.`;
    case 'updated':
      return `Your changes to ${address.address} have been saved.`;
    case 'removed':
      return `${address.address} has been removed from your addresses.`;
    case 'default':
      return `${address.address} is now your default address.`;
  }
}

export interface ChangeProblem {
  /** The server's words for the form's fields (a 400 naming them), shown beside each field. */
  fieldErrors: AddressFormErrors | null;
  /** What went wrong otherwise: the problem's `detail` (or a sentence for a fault on our side). */
  detail: string | null;
  /** The address is no longer saved (removed elsewhere): the list should be read again. */
  gone: boolean;
}

/** How the card tells a refused or failed change: beside the fields when the server named them, else in words. */
export function changeProblem(error: unknown): ChangeProblem {
  const fieldErrors = serverFieldErrors(error);
  if (fieldErrors) return { fieldErrors, detail: null, gone: false };
  const gone = isApiError(error) && error.status === 404;
  const detail = describeError(error);
  return {
    fieldErrors: null,
    detail: gone
      ? `${detail} It may have been removed in another window, so your list has been refreshed.`
      : detail,
    gone,
  };
}
