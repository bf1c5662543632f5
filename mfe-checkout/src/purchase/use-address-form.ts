import { useCallback, useState } from 'react';
import {
  errorFields,
  type AddressField,
  type AddressFormErrors,
  type AddressFormValues,
} from './address-form';

export interface AddressFormState {
  values: AddressFormValues;
  errors: AddressFormErrors;
  /** How many times problems were shown: the error summary takes focus again on each. */
  attempt: number;
  /** A field typed in: its value, and its problem gone until the next check. */
  change: (field: AddressField, value: string) => void;
  /** The form's own checks or the server's words, beside their fields and in the summary. */
  showErrors: (errors: AddressFormErrors) => void;
  clearErrors: () => void;
  /** The problems as the error summary lists them, each linked to its field (`<idPrefix>-<field>`). */
  summary: Array<{ fieldId: string; message: string }>;
}

/**
 * The state of an address form (AddressFields), as the checkout's details steps and the account's address editor
 * keep it: the values, each field's problem, and the summary that links to them.
 */
export function useAddressForm(initial: () => AddressFormValues, idPrefix: string): AddressFormState {
  const [values, setValues] = useState<AddressFormValues>(initial);
  const [errors, setErrors] = useState<AddressFormErrors>({});
  const [attempt, setAttempt] = useState(0);

  const showErrors = useCallback((next: AddressFormErrors) => {
    setErrors(next);
    setAttempt((n) => n + 1);
  }, []);
  const clearErrors = useCallback(() => setErrors({}), []);
  const change = useCallback((field: AddressField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }, []);

  const summary = errorFields(errors).map((field) => ({
    fieldId: `${idPrefix}-${field}`,
    message: errors[field] ?? '',
  }));
  return { values, errors, attempt, change, showErrors, clearErrors, summary };
}
