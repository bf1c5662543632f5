import { conflictingAllergens } from '@mealbox/contracts';
import type { MealAllergensChangedData } from '@mealbox/contracts';
import { cutOffOf } from '@mealbox/contracts/cut-off';
import type { CustomerDocument } from '../data/customer-model';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';
import { boxMealAllergenFlaggedEntry } from '../events/allergen-alert-events';
import { exclusionsOf } from './allergen-exclusions';
import { openBoxesWithMeal, type OpenBox } from './open-boxes-with-meal';
import { writeCustomer } from './write-customer';

type AlertDeps = Pick<
  OrderingDeps,
  'orders' | 'subscriptions' | 'customers' | 'lock' | 'afterChange' | 'now'
>;

/** One alert per box, meal and the meal's revision: a redelivered change, or the same change seen twice, is one. */
const alertIdOf = (box: OpenBox, change: MealAllergensChangedData): string =>
  `${box.orderId ? `order:${box.orderId}` : `subscription:${box.subscriptionId}:${box.scheduledDate}`}:${change.mealId}:${change.revision}`;

/**
 * catalogue's MealAllergensChanged: every open box holding the meal is checked against its customer's exclusions;
 * a box whose meal now has an allergen its customer leaves out (one the change added) is flagged to them, before
 * the cut-off, with BoxMealAllergenFlagged, written with the alert's id on the customer in one guarded update, so
 * each alert is raised once however often the change is delivered. The meal stays in the box: the customer
 * decides (swap it, or keep it knowingly); staff changed a recipe, not the customer's order.
 */
export async function flagBoxesForAllergenChange(
  deps: AlertDeps,
  change: MealAllergensChangedData,
  correlationId: string,
): Promise<void> {
  if (change.added.length === 0) return;
  const boxes = await openBoxesWithMeal(deps, change.mealId, deps.now());
  for (const box of boxes) {
    const customer = await deps.customers
      .findOne({ userId: box.userId })
      .select({ _id: 1, allergenExclusions: 1 })
      .lean<Pick<CustomerDocument, '_id' | 'allergenExclusions'>>();
    if (!customer) continue;
    const allergens = conflictingAllergens({ allergens: change.allergens }, exclusionsOf(customer)).filter(
      (allergen) => change.added.includes(allergen),
    );
    if (allergens.length === 0) continue;
    const alertId = alertIdOf(box, change);
    await writeCustomer<null>(
      deps,
      customer._id,
      (current) => {
        if (!current || current.allergenAlerts?.includes(alertId)) return { outcome: null };
        const event = boxMealAllergenFlaggedEntry(
          {
            alertId,
            customerId: current._id.toHexString(),
            userId: current.userId,
            box: {
              subscriptionId: box.subscriptionId,
              orderId: box.orderId,
              deliveryDate: box.deliveryDate,
              cutOffAt: cutOffOf(box.deliveryDate).toISOString(),
            },
            meal: { mealId: change.mealId, name: change.name, revision: change.revision },
            allergens,
            flaggedAt: deps.now().toISOString(),
          },
          { correlationId, now: deps.now },
        );
        return {
          change: { set: { allergenAlerts: [...(current.allergenAlerts ?? []), alertId] }, events: [event] },
          outcome: null,
        };
      },
      'The customer changed at the same time; the allergen alert is tried again.',
    );
  }
}
