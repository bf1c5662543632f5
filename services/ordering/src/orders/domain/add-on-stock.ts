import { addDays } from '@mealbox/contracts/london-calendar';
import { isDuplicateKeyError, trustedFilter } from '@mealbox/platform';
import type { AddOnStockModel } from '../data/add-on-stock-model';

/** The Monday of a delivery day's week (YYYY-MM-DD): stock is counted per delivery week. */
export function deliveryWeekOf(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

const stockKey = (addOnId: string, deliveryDay: string) => `${addOnId}|${deliveryWeekOf(deliveryDay)}`;

/**
 * Promises `quantity` more of an add-on for a delivery week, if the week's stock allows: answers whether it did.
 * The check and the count are one conditional update, so two orders can never both take the last one. The
 * trade-off: an order write that fails after this leaves the count high until it is given back (the caller does
 * so); a crash in between undersells, never oversells.
 */
export async function takeAddOnStock(
  stock: AddOnStockModel,
  request: { addOnId: string; deliveryDay: string; quantity: number; stockPerWeek: number },
): Promise<boolean> {
  const _id = stockKey(request.addOnId, request.deliveryDay);
  try {
    await stock.updateOne({ _id }, { $setOnInsert: { taken: 0 } }, { upsert: true });
  } catch (error) {
    // Two first takes of the week at once: the other made the count, which is all this wanted.
    if (!isDuplicateKeyError(error)) throw error;
  }
  const taken = await stock.updateOne(
    trustedFilter({ _id, taken: { $lte: request.stockPerWeek - request.quantity } }),
    { $inc: { taken: request.quantity } },
  );
  return taken.modifiedCount === 1;
}

/** Gives back `quantity` of an add-on for a delivery week (an order took fewer, or none). */
export async function giveBackAddOnStock(
  stock: AddOnStockModel,
  request: { addOnId: string; deliveryDay: string; quantity: number },
): Promise<void> {
  if (request.quantity <= 0) return;
  await stock.updateOne(
    { _id: stockKey(request.addOnId, request.deliveryDay) },
    { $inc: { taken: -request.quantity } },
  );
}

/** How many are left for the week (for the message when there are too few). */
export async function addOnStockLeft(
  stock: AddOnStockModel,
  request: { addOnId: string; deliveryDay: string; stockPerWeek: number },
): Promise<number> {
  const held = await stock.findById(stockKey(request.addOnId, request.deliveryDay)).lean();
  return Math.max(0, request.stockPerWeek - (held?.taken ?? 0));
}
