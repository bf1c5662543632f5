import { useEffect, useState, type RefObject } from 'react';
import type { PriceCalculation } from '@mealbox/contracts';
import { ArrowRightIcon, Button, Spinner, cx, formatPrice, pounds } from '@mealbox/web-kit';
import type { PriceView } from './price-state';
import styles from './MobilePriceBar.module.css';

interface MobilePriceBarProps {
  view: PriceView<PriceCalculation>;
  /** The full price panel: the bar shows only while the panel is still further down the page. */
  panelRef: RefObject<HTMLElement | null>;
  canSelect: boolean;
  onSelect: () => void;
}

/**
 * Phones only: the total and Select Plan stay at the bottom of the screen while the customer makes their choices
 * above, and step aside once the full price panel scrolls into view.
 */
export function MobilePriceBar({ view, panelRef, canSelect, onSelect }: MobilePriceBarProps) {
  const shown = usePanelBelow(panelRef);
  return (
    <div className={cx(styles.bar, shown && styles.shown)} inert={!shown} data-testid="mobile-price-bar">
      <div className={styles.price}>
        <span className={styles.label}>Total</span>
        <span className={cx(styles.total, view.status === 'ready' && view.updating && styles.stale)}>
          {view.status === 'ready' ? (
            formatPrice(pounds(view.price.total_price))
          ) : view.status === 'loading' ? (
            <Spinner size="sm" />
          ) : (
            '—'
          )}
        </span>
      </div>
      <Button
        variant="accent"
        className={styles.select}
        aria-disabled={!canSelect}
        iconEnd={<ArrowRightIcon size={18} />}
        onClick={() => {
          if (canSelect) onSelect();
        }}
      >
        Select Plan
      </Button>
    </div>
  );
}

/**
 * True while the element's top is below the bottom of the window (not yet scrolled to). Checked on scroll and
 * resize, at most once a frame.
 */
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
    check();
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
