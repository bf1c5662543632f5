import type { MouseEvent, ReactNode, Ref } from 'react';
import { Button } from '../Button';
import type { ButtonVariant } from '../button-class';
import { Spinner } from '../Spinner';

/** The confirm button either submits the dialog's form (its fields' checks run) or calls back. */
type ConfirmTarget = { form: string; onConfirm?: never } | { onConfirm: () => void; form?: never };

export type DialogFooterProps = ConfirmTarget & {
  /** The way out that changes nothing ('Keep my subscription', 'Cancel'); it closes the dialog. */
  keepLabel: string;
  onKeep: () => void;
  /** For `initialFocusRef`, where a stray Enter must change nothing (a removal). */
  keepRef?: Ref<HTMLButtonElement>;
  confirmLabel: string;
  /** Said instead while the change is on its way ('Cancelling…'); without it the label stays. */
  pendingLabel?: string;
  confirmVariant?: Extract<ButtonVariant, 'primary' | 'danger'>;
  /** Before the confirm label (decorative); a spinner takes its place while pending. */
  confirmIcon?: ReactNode;
  /** The change is on its way: the button says so and ignores presses, yet keeps focus (aria-disabled). */
  pending: boolean;
  /** False while there is nothing to confirm yet (no day chosen, nothing changed): the button is disabled. */
  ready?: boolean;
};

/**
 * A dialog's 'keep / confirm' pair for Modal's footer: keep on the left, confirm on the right, each a full line
 * on a phone (where the dialog is a sheet). While pending the confirm button shows a spinner and swallows presses
 * (a submit included), so a change is never sent twice.
 */
export function DialogFooter({
  keepLabel,
  onKeep,
  keepRef,
  confirmLabel,
  pendingLabel,
  confirmVariant = 'primary',
  confirmIcon,
  pending,
  ready = true,
  form,
  onConfirm,
}: DialogFooterProps) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    if (pending) {
      event.preventDefault();
      return;
    }
    onConfirm?.();
  };
  return (
    <>
      <Button ref={keepRef} className="mb-modal__choice" variant="secondary" onClick={onKeep}>
        {keepLabel}
      </Button>
      <Button
        className="mb-modal__choice"
        type={form === undefined ? 'button' : 'submit'}
        form={form}
        variant={confirmVariant}
        icon={pending ? <Spinner size="sm" /> : confirmIcon}
        disabled={!ready}
        aria-disabled={pending || undefined}
        onClick={press}
      >
        {pending ? (pendingLabel ?? confirmLabel) : confirmLabel}
      </Button>
    </>
  );
}
