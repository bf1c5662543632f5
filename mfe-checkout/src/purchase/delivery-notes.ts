import type { Address, AddressRequest } from '@mealbox/contracts';
import {
  DELIVERY_INSTRUCTIONS_MAX,
  SAFE_PLACE_PROBLEM,
  deliveryInstructionsProblem,
  isSafePlace,
} from '@mealbox/contracts/delivery-notes';
import { isApiError } from '@mealbox/web-kit';

/**
 * A saved address's safe place and note to the courier, as the account's address form holds them: '' is none.
 * The rules and their words are contracts' own (the ones ordering's schemas run), so the form and the server
 * refuse the same things in the same words.
 */
export interface DeliveryNotesValues {
  safe_place: string;
  delivery_instructions: string;
}
export type DeliveryNotesField = keyof DeliveryNotesValues;
export type DeliveryNotesErrors = Partial<Record<DeliveryNotesField, string>>;

export const EMPTY_DELIVERY_NOTES: DeliveryNotesValues = { safe_place: '', delivery_instructions: '' };
export { DELIVERY_INSTRUCTIONS_MAX };

/** The form filled in with a saved address's notes (an address from before notes has none). */
export const notesValuesOf = (
  address: Partial<Pick<Address, 'safe_place' | 'delivery_instructions'>>,
): DeliveryNotesValues => ({
  safe_place: address.safe_place ?? '',
  delivery_instructions: address.delivery_instructions ?? '',
});

/** What is wrong with the notes (an empty object when nothing is). */
export function validateDeliveryNotes(values: DeliveryNotesValues): DeliveryNotesErrors {
  const errors: DeliveryNotesErrors = {};
  if (values.safe_place !== '' && !isSafePlace(values.safe_place)) errors.safe_place = SAFE_PLACE_PROBLEM;
  const note = deliveryInstructionsProblem(values.delivery_instructions.trim());
  if (note) errors.delivery_instructions = note;
  return errors;
}

/** The notes as the address request sends them: none is null (which clears what was saved). */
export function notesRequest(
  values: DeliveryNotesValues,
): Pick<AddressRequest, 'safe_place' | 'delivery_instructions'> {
  return {
    safe_place: isSafePlace(values.safe_place) ? values.safe_place : null,
    delivery_instructions: values.delivery_instructions.trim() || null,
  };
}

/** The server's words for the notes, from a 400 naming them; null when it names neither. */
export function notesServerErrors(error: unknown): DeliveryNotesErrors | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const errors: DeliveryNotesErrors = {};
  for (const field of ['safe_place', 'delivery_instructions'] as const) {
    const messages = error.fieldErrors[field];
    if (messages && messages.length > 0) errors[field] = messages.join(' ');
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
