import { PROTEIN_PREFERENCES } from '@mealbox/contracts';
import { badRequest } from '@mealbox/platform';
import type { OrderItemEntry } from '../../shared/data/address-and-items-schemas';
import type { SubscriptionDocument } from '../data/subscription-model';
import { formatWeekdayDate } from '@mealbox/contracts/london-calendar';
import { mealsOffMenu, menuWeekWords, namesAre } from '../../shared/domain/menu-week';
import { countMeals } from '../../orders/domain/order-rules';
import { refuseIfClosed, refuseUnlessComing, upcomingDelivery, withOverride } from './delivery-lookup';
import { refOf, refuseIfCancelled } from './subscription-change';
import type { Decision, DecisionContext } from './subscription-change';
import { fitsPlan, overrideOf } from './subscription-schedule';
import { requirementWords } from './dietary-requirements';
import { boxOn } from './subscription-wording';

const byMeal = (items: OrderItemEntry[]) => [...items].sort((a, b) => a.mealId.localeCompare(b.mealId));

/** The same meals in the same numbers, whatever their order. */
export function sameItems(a: OrderItemEntry[] | null, b: OrderItemEntry[] | null): boolean {
  const left = byMeal(a ?? []);
  const right = byMeal(b ?? []);
  return (
    left.length === right.length &&
    left.every(
      (item, index) => item.mealId === right[index]?.mealId && item.quantity === right[index]?.quantity,
    )
  );
}

/**
 * Choose the meals of one box before its cut-off: exactly the plan's number of meals (each meal was checked
 * to exist and be available by the caller, which holds the menu). An empty list leaves the choice to us again.
 * The same meals again: no change.
 */
export function chooseDeliveryMeals(
  subscription: SubscriptionDocument,
  scheduledDate: string,
  items: OrderItemEntry[],
  { now, mealName, meals }: DecisionContext,
): Decision {
  refuseIfCancelled(subscription);
  const delivery = upcomingDelivery(subscription, scheduledDate, now);
  if (sameItems(overrideOf(subscription, scheduledDate)?.items ?? null, items)) return null;
  refuseIfClosed(delivery, now);
  refuseUnlessComing(subscription, delivery);
  if (items.length > 0 && !fitsPlan(items, delivery.plan)) {
    const planned = delivery.plan.numberOfMeals;
    const message = `Your box on ${formatWeekdayDate(delivery.date)} has ${planned} meals: choose exactly ${planned} (you chose ${countMeals(items)}).`;
    throw badRequest('The meals do not fill the box.', { items: [message] });
  }
  const offMenu = mealsOffMenu(items, delivery.date, meals);
  if (offMenu.length > 0) {
    const message = `${namesAre(offMenu)} not on the menu for ${menuWeekWords(delivery.date)}, when this box comes. Choose from that week's menu.`;
    throw badRequest('The meals are not on that week’s menu.', { items: [message] });
  }
  const protein = PROTEIN_PREFERENCES.find((choice) => choice.value === delivery.plan.proteinPreference);
  return {
    set: { overrides: withOverride(subscription, scheduledDate, { items: items.length > 0 ? items : null }) },
    event: {
      type: 'SubscriptionDeliveryMealsChosen',
      data: {
        ...refOf(subscription),
        scheduledDate,
        deliveryDate: delivery.date,
        items,
        chosenAt: now.toISOString(),
      },
    },
    summary:
      items.length > 0
        ? `You chose the meals for ${boxOn(delivery.date)}: ${items.map((item) => `${item.quantity} × ${mealName(item.mealId)}`).join(', ')}.`
        : `You left the meals for ${boxOn(delivery.date)} to us: we will choose them by your protein preference (${protein?.label ?? delivery.plan.proteinPreference})` +
          (subscription.dietaryRequirements.length > 0
            ? `, all ${requirementWords(subscription.dietaryRequirements, 'and')}, from that week's menu.`
            : ", from that week's menu."),
  };
}
