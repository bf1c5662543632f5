import { useCallback, useState } from 'react';
import type { AddressRequest } from '@mealbox/contracts';
import {
  EMPTY_DELIVERY_NOTES,
  notesRequest,
  notesServerErrors,
  validateDeliveryNotes,
  type DeliveryNotesErrors,
  type DeliveryNotesField,
  type DeliveryNotesValues,
} from './delivery-notes';

export interface DeliveryNotesState {
  values: DeliveryNotesValues;
  errors: DeliveryNotesErrors;
  change: (field: DeliveryNotesField, value: string) => void;
  /** Shows the notes' problems; true when there are none. */
  check: () => boolean;
  /** The notes as the address request sends them. */
  request: () => Pick<AddressRequest, 'safe_place' | 'delivery_instructions'>;
  /** Shows the server's words when its 400 names the notes; true when it did. */
  showServerErrors: (error: unknown) => boolean;
}

/**
 * A new address's safe place and instructions in the checkout (the details steps), kept beside the address form's
 * own state as the account's address editor keeps them, with the same rules and words.
 */
export function useDeliveryNotes(): DeliveryNotesState {
  const [values, setValues] = useState<DeliveryNotesValues>(EMPTY_DELIVERY_NOTES);
  const [errors, setErrors] = useState<DeliveryNotesErrors>({});
  const change = useCallback((field: DeliveryNotesField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);
  const check = () => {
    const problems = validateDeliveryNotes(values);
    setErrors(problems);
    return Object.keys(problems).length === 0;
  };
  const showServerErrors = (error: unknown) => {
    const problems = notesServerErrors(error);
    if (problems) setErrors(problems);
    return problems !== null;
  };
  return { values, errors, change, check, request: () => notesRequest(values), showServerErrors };
}
