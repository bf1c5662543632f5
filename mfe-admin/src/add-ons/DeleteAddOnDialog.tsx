import { useState } from 'react';
import type { AddOn } from '@mealbox/contracts';
import { Alert, DialogFooter, Modal, TrashIcon, describeError } from '@mealbox/web-kit';
import { deleteAddOn } from './add-ons-api';
import styles from '../meals/DeleteMealDialog.module.css';

interface DeleteAddOnDialogProps {
  /** The add-on to delete; null: no dialog. */
  addOn: AddOn | null;
  onClose: () => void;
  onDeleted: (addOn: AddOn) => void;
}

/** Deleting an add-on asks first, as deleting a meal does. */
export function DeleteAddOnDialog({ addOn, ...props }: DeleteAddOnDialogProps) {
  // Keyed by add-on: each confirmation starts without the last one's error.
  return addOn ? <Confirmation key={addOn.id} addOn={addOn} {...props} /> : null;
}

function Confirmation({ addOn, onClose, onDeleted }: DeleteAddOnDialogProps & { addOn: AddOn }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      await deleteAddOn(addOn.id);
      onDeleted(addOn);
    } catch (failure) {
      setError(describeError(failure));
      setPending(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={`Delete ${addOn.name}?`}
      footer={
        <DialogFooter
          keepLabel="Cancel"
          onKeep={onClose}
          confirmLabel="Delete add-on"
          confirmVariant="danger"
          confirmIcon={<TrashIcon size={18} />}
          pending={pending}
          onConfirm={() => void confirm()}
        />
      }
    >
      <div className={styles.body}>
        <p className={styles.question}>Are you sure you want to delete this add-on?</p>
        <p>
          Customers can no longer add it, and it cannot be brought back. Orders already placed keep it. To
          stop selling it for a while instead, set its status to Not available.
        </p>
        {error ? (
          <Alert tone="error" title={`${addOn.name} was not deleted`}>
            <p>{error}</p>
          </Alert>
        ) : null}
      </div>
    </Modal>
  );
}
