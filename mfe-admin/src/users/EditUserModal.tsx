import { useId, useState, type FormEvent } from 'react';
import type { AdminUserRow } from '@mealbox/contracts';
import { Alert, DialogFooter, Modal, TextField } from '@mealbox/web-kit';
import { updateUser } from './users-api';
import {
  USER_EDIT_TEXT_FIELDS,
  editValuesOf,
  userEditFailure,
  userEditPatch,
  validateUserEdit,
  type UserEditErrors,
  type UserEditFailure,
  type UserEditTextField,
  type UserEditValues,
} from './user-edit';
import styles from './EditUserModal.module.css';

interface EditUserModalProps {
  /** The user being edited; null: no dialog. */
  user: AdminUserRow | null;
  onClose: () => void;
  onSaved: (updated: AdminUserRow) => void;
}

const LABELS: Record<UserEditTextField, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
};

/** Edit: the names, the email and the staff flag, checked here first and then by identity. */
export function EditUserModal({ user, ...props }: EditUserModalProps) {
  // Keyed by user: the form starts from that user's values every time it opens.
  return user ? <EditUserForm key={user.id} user={user} {...props} /> : null;
}

function EditUserForm({ user, onClose, onSaved }: EditUserModalProps & { user: AdminUserRow }) {
  const formId = useId();
  const original = editValuesOf(user);
  const [values, setValues] = useState<UserEditValues>(original);
  const [errors, setErrors] = useState<UserEditErrors>({});
  const [failure, setFailure] = useState<UserEditFailure | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const invalid = validateUserEdit(values);
    setErrors(invalid);
    setFailure(null);
    const firstInvalid = USER_EDIT_TEXT_FIELDS.find((field) => invalid[field]);
    if (firstInvalid) {
      (form.elements.namedItem(firstInvalid) as HTMLInputElement | null)?.focus();
      return;
    }
    const patch = userEditPatch(original, values);
    if (Object.keys(patch).length === 0) {
      onClose(); // nothing changed: nothing to save
      return;
    }
    setPending(true);
    try {
      onSaved(await updateUser(user.id, patch));
    } catch (error) {
      const refused = userEditFailure(error);
      setFailure(refused);
      setErrors(refused.fieldErrors);
      setPending(false);
      const firstRefused = USER_EDIT_TEXT_FIELDS.find((field) => refused.fieldErrors[field]);
      if (firstRefused) (form.elements.namedItem(firstRefused) as HTMLInputElement | null)?.focus();
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={`Edit ${user.username}`}
      footer={
        <DialogFooter
          keepLabel="Cancel"
          onKeep={onClose}
          confirmLabel="Save changes"
          pending={pending}
          form={formId}
        />
      }
    >
      <form
        id={formId}
        className={`mb-form ${styles.form}`}
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        {failure ? (
          <Alert tone="error" title={failure.title}>
            {failure.lines.length > 0 ? (
              <ul className="mb-alert__list">
                {failure.lines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : null}
          </Alert>
        ) : null}
        <p className={styles.username}>
          Username <strong>{user.username}</strong> <span>(cannot be changed)</span>
        </p>
        <div className="mb-form__row mb-form__row--2">
          {(['first_name', 'last_name'] as const).map((field) => (
            <TextField
              key={field}
              label={LABELS[field]}
              name={field}
              autoComplete="off"
              value={values[field]}
              error={errors[field]}
              onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
            />
          ))}
        </div>
        <TextField
          label={LABELS.email}
          name="email"
          type="email"
          autoComplete="off"
          spellCheck={false}
          value={values.email}
          error={errors.email}
          onChange={(event) => setValues((current) => ({ ...current, email: event.target.value }))}
        />
        <div className={styles.check}>
          <input
            id={`${formId}-staff`}
            type="checkbox"
            name="is_staff"
            checked={values.is_staff}
            aria-describedby={`${formId}-staff-hint`}
            onChange={(event) => setValues((current) => ({ ...current, is_staff: event.target.checked }))}
          />
          <div>
            <label htmlFor={`${formId}-staff`} className={styles.checkLabel}>
              Staff member (shown as Admin)
            </label>
            <p id={`${formId}-staff-hint`} className={styles.hint}>
              Only staff who are also superusers can use this admin area.
              {errors.is_staff ? <strong className={styles.error}> {errors.is_staff}</strong> : null}
            </p>
          </div>
        </div>
      </form>
    </Modal>
  );
}
