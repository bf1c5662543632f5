import type { ReactNode } from 'react';
import { DialogFooter, Modal } from '@mealbox/web-kit';
import styles from './ConfirmDialog.module.css';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question itself, in bold ('Refund £59.99 to Ada Lovelace?'). */
  question: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  confirmVariant?: 'primary' | 'danger';
  /** The confirmed action is on its way: the button shows it and ignores more presses. */
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action that cannot be taken back (a refund, a cancellation). */
export function ConfirmDialog({
  open,
  title,
  question,
  children,
  confirmLabel,
  confirmVariant = 'primary',
  pending = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  if (!open) return null;
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      footer={
        <DialogFooter
          keepLabel="Keep as it is"
          onKeep={onClose}
          confirmLabel={confirmLabel}
          confirmVariant={confirmVariant}
          pending={pending}
          onConfirm={onConfirm}
        />
      }
    >
      <div className={styles.body}>
        <p className={styles.question}>{question}</p>
        {children}
      </div>
    </Modal>
  );
}
