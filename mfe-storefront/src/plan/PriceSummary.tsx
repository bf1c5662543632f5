import type { PriceCalculation } from '@mealbox/contracts';
import {
  LoadErrorAlert,
  PriceBreakdown,
  PriceBreakdownSkeleton,
  describeError,
  formatPrice,
  pounds,
} from '@mealbox/web-kit';
import type { PriceView } from './price-state';
import styles from './PriceSummary.module.css';

interface PriceSummaryProps {
  view: PriceView<PriceCalculation>;
  onRetry: () => void;
}

/**
 * The plan's price, exactly as the server priced it (web-kit's PriceBreakdown). While a new choice is priced the
 * last figures stay, dimmed, with a quiet 'Updating' note; if pricing fails, an error with Try again and no
 * figures at all.
 */
export function PriceSummary({ view, onRetry }: PriceSummaryProps) {
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
  return <PriceBreakdown price={view.price} updating={view.updating} />;
}

/** What a screen reader hears once a new price is in ('Total £75.99 per week.'); '' while there is none. */
export function priceAnnouncement(view: PriceView<PriceCalculation>): string {
  if (view.status === 'error') return 'We couldn’t work out your price.';
  if (view.status !== 'ready' || view.updating) return '';
  const total = formatPrice(pounds(view.price.total_price));
  return view.price.discount
    ? `Total ${total} for your first box, with ${view.price.discount.code}.`
    : `Total ${total} per week.`;
}
