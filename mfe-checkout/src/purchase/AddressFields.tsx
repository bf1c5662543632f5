import type { RefObject } from 'react';
import { TextField } from '@mealbox/web-kit';
import type { AddressField, AddressFormErrors, AddressFormValues } from './address-form';
import styles from './AddressFields.module.css';

interface AddressFieldsProps {
  values: AddressFormValues;
  errors: AddressFormErrors;
  onChange: (field: AddressField, value: string) => void;
  /** The first-time form asks for a phone number too. */
  withPhone: boolean;
  /** Ids of the inputs, so the error summary can link to them. */
  idPrefix: string;
  /** Set on the first field, to move focus into the form when it opens. */
  firstFieldRef?: RefObject<HTMLInputElement | null>;
}

/** The phone number (first time only) and the UK delivery address, each with its label and its problem. */
export function AddressFields({
  values,
  errors,
  onChange,
  withPhone,
  idPrefix,
  firstFieldRef,
}: AddressFieldsProps) {
  const field = (name: AddressField) => ({
    id: `${idPrefix}-${name}`,
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
  });
  return (
    <div className={styles.fields}>
      {withPhone ? (
        <TextField
          {...field('phone_number')}
          ref={firstFieldRef}
          label="Phone number"
          hint="A UK number, so our driver can reach you on delivery day."
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          className={styles.half}
        />
      ) : null}
      <TextField
        {...field('address')}
        ref={withPhone ? undefined : firstFieldRef}
        label="Address"
        hint="House number or name, and street."
        autoComplete="address-line1"
      />
      <div className={styles.pair}>
        <TextField {...field('city')} label="Town or city" autoComplete="address-level2" />
        <TextField {...field('county')} label="County" autoComplete="address-level1" />
      </div>
      <TextField
        {...field('postcode')}
        label="Postcode"
        autoComplete="postal-code"
        autoCapitalize="characters"
        spellCheck={false}
        className={styles.postcode}
      />
    </div>
  );
}
