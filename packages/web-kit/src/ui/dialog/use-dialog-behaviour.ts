import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { focusableWithin } from './focusable';

interface DialogBehaviourOptions {
  open: boolean;
  onClose: () => void;
  /** The overlay's root (portal content): everything else on the page is made inert while it is open. */
  rootRef: RefObject<HTMLElement | null>;
  /** The element with role=dialog: focus moves here on open and is kept inside it. */
  panelRef: RefObject<HTMLElement | null>;
  /** Focus this instead of the panel on open (e.g. a form's first field). */
  initialFocusRef?: RefObject<HTMLElement | null> | undefined;
}

/**
 * What makes an overlay a modal dialog for keyboard and screen-reader users (WAI-ARIA dialog pattern):
 * focus moves in on open and back to the opener on close, Tab cycles inside, Escape closes, the page behind is
 * inert and does not scroll. Returns the keydown handler to put on the overlay root.
 */
export function useDialogBehaviour({
  open,
  onClose,
  rootRef,
  panelRef,
  initialFocusRef,
}: DialogBehaviourOptions) {
  // The latest onClose without re-running the open/close effect (which would move focus) on every render.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Reads first, then writes, so the page behind is laid out once, in the next frame, not three times in this
    // task: measuring the scrollbar before anything changes costs only the dialog's own layout, and the panel
    // is fixed on screen, so moving focus needs no scroll (preventScroll spares a layout of the page). On a phone,
    // with 1,300 elements behind a meal's details, that was a tenth of a second of the tap's answer.
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    (initialFocusRef?.current ?? panelRef.current)?.focus({ preventScroll: true });

    const root = rootRef.current;
    const madeInert = Array.from(document.body.children).filter(
      (el): el is HTMLElement => el instanceof HTMLElement && el !== root && !el.inert,
    );
    madeInert.forEach((el) => (el.inert = true));

    // Keep the layout still when the scrollbar disappears.
    const { overflow, paddingRight } = document.body.style;
    document.body.style.overflow = 'hidden';
    if (scrollbar > 0) document.body.style.paddingRight = `${scrollbar}px`;

    return () => {
      madeInert.forEach((el) => (el.inert = false));
      document.body.style.overflow = overflow;
      document.body.style.paddingRight = paddingRight;
      if (opener?.isConnected) opener.focus();
    };
  }, [open, rootRef, panelRef, initialFocusRef]);

  return function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation(); // a dialog opened from another closes alone
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = focusableWithin(panelRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
