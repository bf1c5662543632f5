import { useState } from 'react';
import type { Meal } from '@mealbox/contracts';
import { Alert, DialogFooter, Modal, TrashIcon, describeError } from '@mealbox/web-kit';
import { deleteMeal } from './meals-api';
import styles from './DeleteMealDialog.module.css';

interface DeleteMealDialogProps {
  /** The meal to delete; null: no dialog. */
  meal: Meal | null;
  onClose: () => void;
  onDeleted: (meal: Meal) => void;
}

/** Spec section 5: deleting a meal asks 'Are you sure you want to delete this meal?' first. */
export function DeleteMealDialog({ meal, ...props }: DeleteMealDialogProps) {
  // Keyed by meal: each confirmation starts without the last one's error.
  return meal ? <Confirmation key={meal.id} meal={meal} {...props} /> : null;
}

function Confirmation({ meal, onClose, onDeleted }: DeleteMealDialogProps & { meal: Meal }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      await deleteMeal(meal.id);
      onDeleted(meal);
    } catch (failure) {
      setError(describeError(failure));
      setPending(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={`Delete ${meal.name}?`}
      footer={
        <DialogFooter
          keepLabel="Cancel"
          onKeep={onClose}
          confirmLabel="Delete meal"
          confirmVariant="danger"
          confirmIcon={<TrashIcon size={18} />}
          pending={pending}
          onConfirm={() => void confirm()}
        />
      }
    >
      <div className={styles.body}>
        <p className={styles.question}>Are you sure you want to delete this meal?</p>
        <p>
          It leaves the menu and the meal step at once and cannot be brought back. Orders already placed keep
          it. To take it off the menu for a while instead, set its status to Sold Out or Not Available.
        </p>
        {error ? (
          <Alert tone="error" title={`${meal.name} was not deleted`}>
            <p>{error}</p>
          </Alert>
        ) : null}
      </div>
    </Modal>
  );
}
