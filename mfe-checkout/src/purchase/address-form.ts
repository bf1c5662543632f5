import type { AddressRequest } from '@mealbox/contracts';
import { isApiError } from '@mealbox/web-kit';

/**
 * The address forms (spec sections 2 and 5): on /join-now/details the phone number and the address, on
 * /existing-details ('add new') the address only. Every field is required. The browser checks presence and
 * length; the formats (a UK phone number, a real postcode) are the server's to judge, and its words are shown
 * beside the field (a 400 names the field), so there is one rule, not two that could disagree.
 */
export interface AddressFormValues {
  phone_number: string;
  address: string;
  city: string;
  county: string;
  postcode: string;
}

export type AddressField = keyof AddressFormValues;
export type AddressFormErrors = Partial<Record<AddressField, string>>;

export const EMPTY_ADDRESS_FORM: AddressFormValues = {
  phone_number: '',
  address: '',
  city: '',
  county: '',
  postcode: '',
};

/** The fields in page order, with the label each is shown with and what a missing one says. */
export const ADDRESS_FIELDS: ReadonlyArray<{
  name: AddressField;
  label: string;
  missing: string;
  /** The API's limit (contracts: ADDRESS_LINE_MAX, ADDRESS_PLACE_MAX, the phone and postcode fields). */
  max: number;
}> = [
  { name: 'phone_number', label: 'Phone number', missing: 'Enter your phone number', max: 32 },
  { name: 'address', label: 'Address', missing: 'Enter your address', max: 200 },
  { name: 'city', label: 'Town or city', missing: 'Enter your town or city', max: 100 },
  { name: 'county', label: 'County', missing: 'Enter your county', max: 100 },
  { name: 'postcode', label: 'Postcode', missing: 'Enter your postcode', max: 16 },
];

/** What is wrong with the form (an empty object when nothing is). `withPhone`: the first-time form. */
export function validateAddressForm(
  values: AddressFormValues,
  { withPhone }: { withPhone: boolean },
): AddressFormErrors {
  const errors: AddressFormErrors = {};
  for (const field of ADDRESS_FIELDS) {
    if (field.name === 'phone_number' && !withPhone) continue;
    const value = values[field.name].trim();
    if (!value) errors[field.name] = field.missing;
    else if (value.length > field.max)
      errors[field.name] = `${field.label} must be ${field.max} characters or fewer`;
  }
  return errors;
}

/** The fields with errors, in page order (for the error summary and where focus goes). */
export function errorFields(errors: AddressFormErrors): AddressField[] {
  return ADDRESS_FIELDS.map((field) => field.name).filter((name) => errors[name] !== undefined);
}

/** POST /api/customers/add_address/'s body, trimmed. */
export function addressRequest(values: AddressFormValues): AddressRequest {
  return {
    address: values.address.trim(),
    city: values.city.trim(),
    county: values.county.trim(),
    postcode: values.postcode.trim(),
  };
}

/**
 * The server's words for the form's fields, from a 400 (problem+json `errors`), e.g. the postcode's 'Enter a UK
 * postcode, such as SW1A 1AA.'; null when the error is not about the fields (the page then says what went wrong).
 */
export function serverFieldErrors(error: unknown): AddressFormErrors | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const errors: AddressFormErrors = {};
  for (const field of ADDRESS_FIELDS) {
    const messages = error.fieldErrors[field.name];
    if (messages && messages.length > 0) errors[field.name] = messages.join(' ');
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
