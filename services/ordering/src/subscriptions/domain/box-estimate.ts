import { chargeLine } from '@mealbox/contracts';
import type { PriceQuote } from '@mealbox/contracts';
import type { AddOnReadDocument } from '../../shared/data/add-on-read-model';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';
import { assembleQuote } from '../../pricing/domain/order-quote';
import type { EveryWeekExtra } from '../data/subscription-model';
import type { ScheduledDelivery } from './subscription-schedule';

/** The add-ons on sale now, by id: a small table, read once per account view or reminder run. */
export type AddOnsOnSale = ReadonlyMap<string, AddOnReadDocument>;

export async function loadAddOnsOnSale(deps: Pick<OrderingDeps, 'addOns'>): Promise<AddOnsOnSale> {
  const onSale = await deps.addOns.find({ deleted: false, status: 'available' }).lean<AddOnReadDocument[]>();
  return new Map(onSale.map((addOn) => [addOn._id, addOn]));
}

/** The extras a box comes with: its own choice, else the subscription's every-week extras. */
export const extrasOfBox = (
  delivery: Pick<ScheduledDelivery, 'extras'>,
  everyWeek: readonly EveryWeekExtra[] | undefined,
): readonly EveryWeekExtra[] => delivery.extras ?? everyWeek ?? [];

/**
 * What a box is expected to cost before it is placed (the account's "You will be charged", the cut-off reminder):
 * the plan at today's prices plus its extras still on sale, each at today's price. An estimate: when the box is
 * placed, an extra the customer's allergen exclusions rule out or that sold out that week is left out, and account
 * credit is spent (boxExtras, placeSubscriptionBox).
 */
export function boxEstimate(
  planPrice: PriceQuote | null,
  extras: readonly EveryWeekExtra[],
  onSale: AddOnsOnSale,
): PriceQuote | null {
  if (!planPrice) return null;
  const addOns = extras.flatMap((extra) => {
    const addOn = onSale.get(extra.addOnId);
    return addOn ? [chargeLine('add_on', addOn.name, extra.quantity, addOn.pricePence, addOn._id)] : [];
  });
  if (addOns.length === 0) return planPrice;
  return assembleQuote({ plan: planPrice, planCharges: planPrice.lines, addOns });
}
