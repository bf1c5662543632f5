import { linesOfLegacyPrice } from '../data/legacy-price';
import type { LegacyPrice } from '../data/legacy-price';
import type { PriceQuote } from '@mealbox/contracts';
import { backfillOrders } from './order-backfill';
import type { BackfillOptions, OrderBackfill, OrderBackfillDeps } from './order-backfill';

export const PRICE_LINES_BACKFILL = 'price-lines-v1';

const priceLines: OrderBackfill<'price'> = {
  marker: PRICE_LINES_BACKFILL,
  unfilled: { 'price.lines': { $exists: false } },
  fields: ['price'],
  fill: (order) => ({ price: linesOfLegacyPrice(order.price as PriceQuote & LegacyPrice) }),
  done: 'gave the orders priced before lines their price lines',
};

/**
 * Gives each order priced before lines (named fields: mealPlanPence, sizePremiumTotalPence, ...) the same money
 * as lines, so every screen, email and export reads lines only. The total does not change.
 */
export const backfillPriceLines = (deps: OrderBackfillDeps, options: BackfillOptions = {}) =>
  backfillOrders(deps, priceLines, options);
