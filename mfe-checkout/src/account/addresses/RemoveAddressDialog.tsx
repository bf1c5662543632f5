import { useRef, useState } from 'react';
import type { Address } from '@mealbox/contracts';
import { Alert, DialogFooter, Modal } from '@mealbox/web-kit';
import { addressOneLine, changeProblem } from './address-book';
import styles from './AddressesCard.module.css';

interface RemoveAddressDialogProps {
  address: Address;
  /** It is the default now: the address that takes over (null when it is the last one). */
  nextDefault: Address | null | undefined;
  /** Removes it; rejects with the server's answer. The card closes the dialog once the list shows the change. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/**
 * 'Remove this address?' in web-kit's accessible Modal: what it removes and what it leaves alone (orders and the
 * subscription keep their own copy). Focus starts on 'Keep address', so a stray Enter removes nothing.
 */
export function RemoveAddressDialog({ address, nextDefault, onConfirm, onClose }: RemoveAddressDialogProps) {
  const keepRef = useRef<HTMLButtonElement>(null);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const remove = async () => {
    if (pending) return;
    setPending(true);
    setProblem(null);
    try {
      await onConfirm();
    } catch (error) {
      setProblem(changeProblem(error).detail);
      setPending(false);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title="Remove this address?"
      initialFocusRef={keepRef}
      footer={
        <DialogFooter
          keepLabel="Keep address"
          onKeep={onClose}
          keepRef={keepRef}
          confirmLabel="Remove address"
          pendingLabel="Removing…"
          confirmVariant="danger"
          pending={pending}
          onConfirm={() => void remove()}
        />
      }
    >
      <div className={styles.dialogBody}>
        <p className={styles.dialogAddress} data-testid="remove-address-summary">
          {addressOneLine(address)}
        </p>
        <ul className={styles.dialogList}>
          {nextDefault !== undefined ? (
            <li>
              {nextDefault
                ? `It is your default address, so ${nextDefault.address} will become your default.`
                : 'It is your only address: you can add another whenever you like.'}
            </li>
          ) : null}
          <li>
            Boxes you have already ordered, and your subscription, keep the address they were ordered to.
          </li>
        </ul>
        {problem ? (
          <Alert tone="error" title="We couldn’t remove this address">
            <p>{problem}</p>
          </Alert>
        ) : null}
      </div>
    </Modal>
  );
}
