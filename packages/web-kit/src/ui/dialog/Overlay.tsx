import { useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../class-names';
import { useDialogBehaviour } from './use-dialog-behaviour';

export interface OverlayProps {
  open: boolean;
  onClose: () => void;
  /** id of the element that names the dialog (its visible title). */
  labelledBy: string;
  describedBy?: string;
  /** 'center' for a modal card, 'end' for a sheet sliding in from the right (menus). */
  placement?: 'center' | 'end';
  panelClassName?: string;
  initialFocusRef?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/** The shared base of Modal and Drawer: a portal with a backdrop and a role=dialog panel. */
export function Overlay({
  open,
  onClose,
  labelledBy,
  describedBy,
  placement = 'center',
  panelClassName,
  initialFocusRef,
  children,
}: OverlayProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const onKeyDown = useDialogBehaviour({ open, onClose, rootRef, panelRef, initialFocusRef });
  if (!open) return null;
  return createPortal(
    <div ref={rootRef} className={cx('mb-overlay', `mb-overlay--${placement}`)} onKeyDown={onKeyDown}>
      {/* A click on the backdrop (not a drag that ends on it) closes, as customers expect; keyboard users have
          Escape and the close button, so the backdrop itself needs no role. */}
      <div
        className="mb-overlay__backdrop"
        aria-hidden="true"
        onClick={onClose}
        data-testid="overlay-backdrop"
      />
      <div
        ref={panelRef}
        className={cx('mb-overlay__panel', panelClassName)}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
