import type { AddOn } from '@mealbox/contracts';
import { formatPrice, pounds } from '@mealbox/web-kit';

/** '£3.95'. */
export function addOnPriceText(addOn: Pick<AddOn, 'price'>): string {
  return formatPrice(pounds(addOn.price));
}

/** '40 a week', or 'No limit' when any number can be sold. */
export function stockPerWeekText(addOn: Pick<AddOn, 'stock_per_week'>): string {
  return addOn.stock_per_week === null
    ? 'No limit'
    : `${addOn.stock_per_week.toLocaleString('en-GB')} a week`;
}
