import type { OrderingDeps } from '../../shared/domain/ordering-deps';

/** What pricing reads: ordering's copies of catalogue's prices and codes, the orders (a first box?) and the clock. */
export type PricingDeps = Pick<
  OrderingDeps,
  'planPrices' | 'deliveryPrices' | 'discountCodes' | 'orders' | 'now'
>;
