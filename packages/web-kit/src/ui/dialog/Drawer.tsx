import { useId, type ReactNode } from 'react';
import { CloseIcon } from '../icons';
import { Overlay } from './Overlay';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** Names the dialog; shown at the top of the sheet. */
  title: ReactNode;
  children: ReactNode;
  /** Label of the close button. */
  closeLabel?: string;
}

/** A sheet from the right edge, e.g. the mobile menu. Same dialog behaviour as Modal. */
export function Drawer({ open, onClose, title, children, closeLabel = 'Close' }: DrawerProps) {
  const titleId = useId();
  return (
    <Overlay open={open} onClose={onClose} labelledBy={titleId} placement="end" panelClassName="mb-drawer">
      <div className="mb-drawer__header">
        <div id={titleId} className="mb-drawer__title">
          {title}
        </div>
        <button type="button" className="mb-drawer__close" onClick={onClose} aria-label={closeLabel}>
          <CloseIcon size={24} />
        </button>
      </div>
      <div className="mb-drawer__body">{children}</div>
    </Overlay>
  );
}
