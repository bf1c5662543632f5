import { useState } from 'react';
import type { AdminUserRow } from '@mealbox/contracts';
import { Alert, DialogFooter, Modal, describeError } from '@mealbox/web-kit';
import { setUserActive } from './users-api';
import styles from './ActivationDialog.module.css';

interface ActivationDialogProps {
  /** The user to activate or deactivate (whichever they are not); null: no dialog. */
  user: AdminUserRow | null;
  onClose: () => void;
  onDone: (updated: AdminUserRow) => void;
}

/**
 * Asks before activating or deactivating an account, then does it. Deactivating ends the user's sessions at once;
 * identity refuses to let staff deactivate themselves, and its words are shown here.
 */
export function ActivationDialog({ user, ...props }: ActivationDialogProps) {
  // Keyed by user: each confirmation starts without the last one's error.
  return user ? <Confirmation key={`${user.id}:${user.is_active}`} user={user} {...props} /> : null;
}

function Confirmation({ user, onClose, onDone }: ActivationDialogProps & { user: AdminUserRow }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const activating = !user.is_active;
  const verb = activating ? 'Activate' : 'Deactivate';

  async function confirm() {
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      onDone(await setUserActive(user.id, activating));
    } catch (failure) {
      setError(describeError(failure));
      setPending(false);
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={`${verb} ${user.username}?`}
      footer={
        <DialogFooter
          keepLabel="Cancel"
          onKeep={onClose}
          confirmLabel={verb}
          confirmVariant={activating ? 'primary' : 'danger'}
          pending={pending}
          onConfirm={() => void confirm()}
        />
      }
    >
      <div className={styles.body}>
        <p>
          {activating
            ? `${user.username} will be able to sign in and order again.`
            : `${user.username} will be signed out on every device and won’t be able to sign in until the account is activated again. Their orders are kept.`}
        </p>
        {error ? (
          <Alert tone="error" title={`${user.username} was not ${activating ? 'activated' : 'deactivated'}`}>
            <p>{error}</p>
          </Alert>
        ) : null}
      </div>
    </Modal>
  );
}
