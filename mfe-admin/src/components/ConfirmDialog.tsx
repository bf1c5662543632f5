import type { ReactNode } from 'react';
import { Button, Modal, Spinner, type ButtonVariant } from '@mealbox/web-kit';
import styles from './ConfirmDialog.module.css';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question itself, in bold ('Refund £59.99 to Ada Lovelace?'). */
  question: ReactNode;
  children?: ReactNode;
  confirmLabel: string;
  confirmVariant?: ButtonVariant;
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
        <>
          <Button variant="secondary" onClick={onClose}>
            Keep as it is
          </Button>
          <Button
            variant={confirmVariant}
            icon={pending ? <Spinner size="sm" /> : undefined}
            aria-disabled={pending}
            onClick={() => {
              if (!pending) onConfirm();
            }}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className={styles.body}>
        <p className={styles.question}>{question}</p>
        {children}
      </div>
    </Modal>
  );
}
