import { SAFE_PLACES } from '@mealbox/contracts/delivery-notes';
import { SelectField, TextField } from '@mealbox/web-kit';
import {
  DELIVERY_INSTRUCTIONS_MAX,
  type DeliveryNotesErrors,
  type DeliveryNotesField,
  type DeliveryNotesValues,
} from './delivery-notes';

interface DeliveryNotesFieldsProps {
  values: DeliveryNotesValues;
  errors: DeliveryNotesErrors;
  onChange: (field: DeliveryNotesField, value: string) => void;
  idPrefix: string;
}

const PLACE_OPTIONS = [{ value: '', label: 'No safe place' }, ...SAFE_PLACES];

/** Where the courier may leave the box, and a note for them: both optional. */
export function DeliveryNotesFields({ values, errors, onChange, idPrefix }: DeliveryNotesFieldsProps) {
  return (
    <>
      <SelectField
        id={`${idPrefix}-safe_place`}
        name="safe_place"
        label="Safe place (optional)"
        hint="Where we may leave your box if nobody answers. It is packed to stay chilled until the evening."
        options={PLACE_OPTIONS}
        value={values.safe_place}
        error={errors.safe_place}
        onChange={(event) => onChange('safe_place', event.target.value)}
      />
      <TextField
        id={`${idPrefix}-delivery_instructions`}
        name="delivery_instructions"
        label="Delivery instructions (optional)"
        hint={`For the courier, such as ‘Ring the bell twice’ or a gate code. Up to ${DELIVERY_INSTRUCTIONS_MAX} characters, on one line.`}
        maxLength={DELIVERY_INSTRUCTIONS_MAX}
        value={values.delivery_instructions}
        error={errors.delivery_instructions}
        onChange={(event) => onChange('delivery_instructions', event.target.value)}
      />
    </>
  );
}
