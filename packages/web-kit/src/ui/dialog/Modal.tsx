import { useId, type ReactNode, type RefObject } from 'react';
import { cx } from '../class-names';
import { CloseIcon } from '../icons';
import { Overlay } from './Overlay';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Actions along the bottom (e.g. 'Get Started'); the close button is always in the header. */
  footer?: ReactNode;
  /** Shown above the title, full width (e.g. the meal's picture). */
  media?: ReactNode;
  size?: 'md' | 'lg';
  /** 'split' puts the media beside the content on wide screens (a product quick view); stacked on phones. */
  layout?: 'stacked' | 'split';
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/** An accessible modal dialog: named by its title, closed by the close button, Escape or a backdrop click. */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  media,
  size = 'md',
  layout = 'stacked',
  initialFocusRef,
}: ModalProps) {
  const titleId = useId();
  return (
    <Overlay
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      panelClassName={cx(
        'mb-modal',
        `mb-modal--${size}`,
        media != null && layout === 'split' && 'mb-modal--split',
      )}
      initialFocusRef={initialFocusRef}
    >
      <button type="button" className="mb-modal__close" onClick={onClose} aria-label="Close">
        <CloseIcon size={22} />
      </button>
      {/* Whichever of these scrolls (the whole column when stacked, the text beside the picture when split) can
          take focus, so a keyboard user can scroll a long dialog (a meal's full label) with the arrow keys. */}
      <div className="mb-modal__scroll" tabIndex={0} aria-labelledby={titleId} role="group">
        {media ? <div className="mb-modal__media">{media}</div> : null}
        <div className="mb-modal__body" tabIndex={0}>
          <h2 id={titleId} className="mb-modal__title">
            {title}
          </h2>
          {children}
        </div>
      </div>
      {footer ? <div className="mb-modal__footer">{footer}</div> : null}
    </Overlay>
  );
}
