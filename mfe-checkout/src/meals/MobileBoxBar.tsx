import { useEffect, useState, type RefObject } from 'react';
import { ArrowRightIcon, Button, cx } from '@mealbox/web-kit';
import type { SelectionStatus } from './meal-selection';
import styles from './MobileBoxBar.module.css';

interface MobileBoxBarProps {
  status: SelectionStatus;
  limit: number;
  /** The full 'Your box' panel: the bar shows only while it is still further down the page. */
  panelRef: RefObject<HTMLElement | null>;
  ready: boolean;
  onNext: () => void;
}

/**
 * Phones only: how full the box is and Next stay at the bottom of the screen while the customer scrolls the
 * menu, and step aside once 'Your box' is in view. The panel's status line is the one read out; this repeats it
 * for the eye.
 */
export function MobileBoxBar({ status, limit, panelRef, ready, onNext }: MobileBoxBarProps) {
  const shown = usePanelBelow(panelRef);
  return (
    <div className={cx(styles.bar, shown && styles.shown)} inert={!shown} data-testid="mobile-box-bar">
      <p className={styles.count} aria-hidden="true">
        <span className={styles.label}>Your box</span>
        <span className={styles.figures}>
          {status.chosen} of {limit} meals
        </span>
      </p>
      <Button
        variant="accent"
        className={styles.next}
        aria-disabled={!ready}
        aria-label={ready ? 'Next' : `Next (${status.text})`}
        iconEnd={<ArrowRightIcon size={18} />}
        onClick={() => {
          if (ready) onNext();
        }}
      >
        Next
      </Button>
    </div>
  );
}

/** True while the element's top is below the bottom of the window. Checked on scroll and resize, once a frame. */
function usePanelBelow(ref: RefObject<HTMLElement | null>): boolean {
  const [below, setBelow] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const element = ref.current;
      if (element) setBelow(element.getBoundingClientRect().top > window.innerHeight);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [ref]);
  return below;
}
