import type { PriceCalculation } from '@mealbox/contracts';
import { LoadErrorAlert, PriceBreakdown, PriceBreakdownSkeleton, describeError } from '@mealbox/web-kit';
import type { PriceView } from './price-state';
import styles from './PriceSummary.module.css';

interface PriceSummaryProps {
  view: PriceView<PriceCalculation>;
  onRetry: () => void;
  /** Boxes come every 2 or 4 weeks: the total is a box's, not a week's. */
  perBox?: boolean;
}

/**
 * The plan's price, exactly as the server priced it (web-kit's PriceBreakdown). While a new choice is priced the
 * last figures stay, dimmed, with a quiet 'Updating' note; if pricing fails, an error with Try again and no
 * figures at all.
 */
export function PriceSummary({ view, onRetry, perBox = false }: PriceSummaryProps) {
  if (view.status === 'error') {
    return (
      <div className={styles.error} data-testid="price-error">
        <LoadErrorAlert title="We couldn’t work out your price" onRetry={onRetry}>
          {describeError(view.error)}
        </LoadErrorAlert>
      </div>
    );
  }
  if (view.status === 'loading') return <PriceBreakdownSkeleton />;
  const note = perBox && !view.price.discount ? 'per box' : undefined;
  return <PriceBreakdown price={view.price} updating={view.updating} totalNote={note} />;
}
