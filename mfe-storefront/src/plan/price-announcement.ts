import type { PriceCalculation } from '@mealbox/contracts';
import { formatPrice, pounds } from '@mealbox/web-kit';
import type { PriceView } from './price-state';

/** What a screen reader hears once a new price is in ('Total £75.99 per week.'); '' while there is none. */
export function priceAnnouncement(view: PriceView<PriceCalculation>, perBox = false): string {
  if (view.status === 'error') return 'We couldn’t work out your price.';
  if (view.status !== 'ready' || view.updating) return '';
  const total = formatPrice(pounds(view.price.total_price));
  return view.price.discount
    ? `Total ${total} for your first box, with ${view.price.discount.code}.`
    : `Total ${total} per ${perBox ? 'box' : 'week'}.`;
}
