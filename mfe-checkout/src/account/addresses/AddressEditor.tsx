import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { AddressRequest } from '@mealbox/contracts';
import { Alert, Button, cx } from '@mealbox/web-kit';
import { AddressFields } from '../../purchase/AddressFields';
import {
  addressRequest,
  errorFields,
  validateAddressForm,
  type AddressFormValues,
} from '../../purchase/address-form';
import { ErrorSummary } from '../../purchase/ErrorSummary';
import { DeliveryNotesFields } from '../../purchase/DeliveryNotesFields';
import {
  EMPTY_DELIVERY_NOTES,
  notesRequest,
  notesServerErrors,
  validateDeliveryNotes,
  type DeliveryNotesErrors,
  type DeliveryNotesValues,
} from '../../purchase/delivery-notes';
import { useAddressForm } from '../../purchase/use-address-form';
import { changeProblem } from './address-book';
import panel from '../../purchase/AddressPanel.module.css';
import styles from './AddressesCard.module.css';

interface AddressEditorProps {
  /** 'Add an address' or 'Edit address'. */
  title: string;
  submitLabel: string;
  initial: AddressFormValues;
  /** The address's safe place and instructions as saved (none for a new one). */
  initialNotes?: DeliveryNotesValues;
  /** Sends the address; rejects with the server's answer when it is refused. Resolves once the list shows it. */
  onSave: (request: AddressRequest) => Promise<void>;
  onCancel: () => void;
}

/**
 * The checkout's address form (same fields, same checks, the server's words beside a field it refused), to add an
 * address from the account or to edit one, with the address's safe place and instructions for the courier. Focus
 * moves to its first field when it opens.
 */
export function AddressEditor({
  title,
  submitLabel,
  initial,
  initialNotes = EMPTY_DELIVERY_NOTES,
  onSave,
  onCancel,
}: AddressEditorProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const form = useAddressForm(() => initial, id);
  const [detail, setDetail] = useState<string | null>(null);
  const [notes, setNotes] = useState(initialNotes);
  const [notesErrors, setNotesErrors] = useState<DeliveryNotesErrors>({});
  const [pending, setPending] = useState(false);

  useEffect(() => {
    firstFieldRef.current?.focus();
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const problems = validateAddressForm(form.values, { withPhone: false });
    const notesProblems = validateDeliveryNotes(notes);
    setDetail(null);
    setNotesErrors(notesProblems);
    if (errorFields(problems).length > 0) {
      form.showErrors(problems);
      return;
    }
    form.clearErrors();
    if (Object.keys(notesProblems).length > 0) return;
    setPending(true);
    try {
      // On success the card closes this form.
      await onSave({ ...addressRequest(form.values), ...notesRequest(notes) });
    } catch (error) {
      const problem = changeProblem(error);
      const notesProblem = notesServerErrors(error);
      if (notesProblem) setNotesErrors(notesProblem);
      if (problem.fieldErrors) form.showErrors(problem.fieldErrors);
      else if (!notesProblem) setDetail(problem.detail);
      setPending(false);
    }
  };

  return (
    <form
      className={cx(panel.panel, styles.editor)}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={titleId}
      aria-busy={pending}
      data-testid="address-form"
    >
      <h3 id={titleId} className={styles.editorTitle}>
        {title}
      </h3>
      <ErrorSummary errors={form.summary} attempt={form.attempt} />
      <AddressFields
        values={form.values}
        errors={form.errors}
        onChange={form.change}
        withPhone={false}
        idPrefix={id}
        firstFieldRef={firstFieldRef}
      />
      <DeliveryNotesFields
        values={notes}
        errors={notesErrors}
        onChange={(field, value) => setNotes((current) => ({ ...current, [field]: value }))}
        idPrefix={id}
      />
      {detail ? (
        <Alert tone="error" title="We couldn’t save this address">
          <p>{detail}</p>
        </Alert>
      ) : null}
      <div className={styles.editorActions}>
        <Button type="submit" variant="primary" disabled={pending}>
          {pending ? 'Saving…' : submitLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
