import { chargeLine } from '@mealbox/contracts';
import type { AllergenExclusions, PriceLine } from '@mealbox/contracts';
import type { AddOnReadDocument } from '../../shared/data/add-on-read-model';
import { excludedMealProblem } from '../../shared/domain/excluded-meals';
import { takeAddOnStock } from '../../orders/domain/add-on-stock';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';
import type { EveryWeekExtra } from '../data/subscription-model';

/**
 * The extras a subscription box comes with (those chosen for it alone, else the every-week ones), as price lines
 * at their price today: each extra still on sale, that the customer's allergen exclusions allow, and whose week
 * still has stock (promised here). One that is none of these is left out of this box only. The caller gives the
 * stock back (giveBackExtras) if the box is not placed by it.
 */
export async function boxExtras(
  deps: Pick<OrderingDeps, 'addOns' | 'addOnStock'>,
  box: { extras: readonly EveryWeekExtra[]; deliveryDay: string; exclusions: AllergenExclusions },
): Promise<PriceLine[]> {
  const lines: PriceLine[] = [];
  for (const extra of box.extras) {
    const addOn = await deps.addOns.findById(extra.addOnId).lean<AddOnReadDocument>();
    if (!addOn || addOn.deleted || addOn.status !== 'available') continue;
    if (excludedMealProblem(addOn, box.exclusions)) continue;
    // A read model written before stock existed has no field: no limit.
    const stockPerWeek = addOn.stockPerWeek ?? null;
    if (stockPerWeek !== null) {
      const request = { addOnId: addOn._id, deliveryDay: box.deliveryDay, quantity: extra.quantity };
      if (!(await takeAddOnStock(deps.addOnStock, { ...request, stockPerWeek }))) continue;
    }
    lines.push(chargeLine('add_on', addOn.name, extra.quantity, addOn.pricePence, addOn._id));
  }
  return lines;
}
