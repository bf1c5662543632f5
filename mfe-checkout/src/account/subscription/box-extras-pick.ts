import type { AddOn, DeliveryExtras, SubscriptionDelivery } from '@mealbox/contracts';
import { decimalToPence, formatPence } from '@mealbox/web-kit';

/** The most of one extra a box takes (ordering's limit). */
export const MOST_OF_ONE_EXTRA = 10;

/** How many of each extra a box is to hold, by add-on id (an extra at 0 is not held). */
export type ExtrasPick = ReadonlyMap<string, number>;

/** The box's extras as the picker starts from them: those chosen for it, else the every-week ones it would get. */
export function extrasPickOf(delivery: Pick<SubscriptionDelivery, 'extras'>): ExtrasPick {
  return new Map(delivery.extras.map((extra) => [extra.add_on_id, extra.quantity]));
}

/** The pick with one extra at a new quantity, kept within 0 and the most a box takes. */
export function withExtraQuantity(pick: ExtrasPick, addOnId: string, quantity: number): ExtrasPick {
  const next = new Map(pick);
  const kept = Math.min(Math.max(Math.trunc(quantity), 0), MOST_OF_ONE_EXTRA);
  if (kept === 0) next.delete(addOnId);
  else next.set(addOnId, kept);
  return next;
}

/**
 * What the box is sent (PUT .../extras/): the picked extras among those on sale, in the shop's order. An extra the
 * box had that is no longer on sale is left out (ordering would refuse it); extrasLeftOut names them.
 */
export function extrasToSave(
  pick: ExtrasPick,
  onSale: readonly Pick<AddOn, 'id'>[],
): NonNullable<DeliveryExtras['extras']> {
  return onSale.flatMap((addOn) => {
    const quantity = pick.get(addOn.id) ?? 0;
    return quantity > 0 ? [{ add_on_id: addOn.id, quantity }] : [];
  });
}

/** The box's extras no longer on sale, by name ('Sticky Toffee Pudding'), to say they will be left out. */
export function extrasLeftOut(
  delivery: Pick<SubscriptionDelivery, 'extras'>,
  onSale: readonly Pick<AddOn, 'id'>[],
): string[] {
  const sold = new Set(onSale.map((addOn) => addOn.id));
  return delivery.extras.filter((extra) => !sold.has(extra.add_on_id)).map((extra) => extra.name);
}

/**
 * The picker's running total: 'No extras in this box.', '3 extras in this box: £11.25, charged with it.' The price
 * is today's: each box is charged its extras' price on the day it is placed.
 */
export function extrasPickWords(pick: ExtrasPick, onSale: readonly Pick<AddOn, 'id' | 'price'>[]): string {
  let count = 0;
  let pence = 0;
  for (const addOn of onSale) {
    const quantity = pick.get(addOn.id) ?? 0;
    count += quantity;
    pence += quantity * decimalToPence(addOn.price);
  }
  if (count === 0) return 'No extras in this box.';
  const extras = count === 1 ? '1 extra' : `${count} extras`;
  return `${extras} in this box: ${formatPence(pence)}, charged with it.`;
}
