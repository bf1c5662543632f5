import { badRequest } from '@mealbox/platform';
import type { EveryWeekExtra, SubscriptionDocument } from '../data/subscription-model';
import { MAX_ADD_ON_QUANTITY } from '../../orders/domain/order-add-ons';
import { refuseIfClosed, refuseUnlessComing, upcomingDelivery, withOverride } from './delivery-lookup';
import { refOf, refuseIfCancelled } from './subscription-change';
import type { Decision, DecisionContext } from './subscription-change';
import { overrideOf } from './subscription-schedule';
import { boxOn, extrasWords } from './subscription-wording';

const byAddOn = (extras: readonly EveryWeekExtra[]) =>
  [...extras].sort((a, b) => a.addOnId.localeCompare(b.addOnId));

/** The same choice: both follow the every-week extras, or both hold the same extras in the same numbers. */
export function sameExtras(a: EveryWeekExtra[] | null, b: EveryWeekExtra[] | null): boolean {
  if (a === null || b === null) return a === b;
  const left = byAddOn(a);
  const right = byAddOn(b);
  return (
    left.length === right.length &&
    left.every(
      (extra, index) => extra.addOnId === right[index]?.addOnId && extra.quantity === right[index]?.quantity,
    )
  );
}

/**
 * Choose the extras of one box before its cut-off: exactly these come in it ([] none), in place of the every-week
 * extras, which the subscription's other boxes keep; null puts the box back on the every-week extras. Each extra
 * was checked by the caller (on sale, allowed by the customer's allergen exclusions, named as the read model has
 * it). Stock is not held here: it is promised when the box is placed, as for the every-week extras, so an extra
 * sold out that week is left out then. The same choice again: no change.
 */
export function chooseDeliveryExtras(
  subscription: SubscriptionDocument,
  scheduledDate: string,
  extras: EveryWeekExtra[] | null,
  { now }: DecisionContext,
): Decision {
  refuseIfCancelled(subscription);
  const delivery = upcomingDelivery(subscription, scheduledDate, now);
  if (sameExtras(overrideOf(subscription, scheduledDate)?.extras ?? null, extras)) return null;
  refuseIfClosed(delivery, now);
  refuseUnlessComing(subscription, delivery);
  const tooMany = (extras ?? []).find(
    (extra) =>
      !Number.isInteger(extra.quantity) || extra.quantity < 1 || extra.quantity > MAX_ADD_ON_QUANTITY,
  );
  if (tooMany) {
    const message = `Choose between 1 and ${MAX_ADD_ON_QUANTITY} of ${tooMany.name}.`;
    throw badRequest('The extras are not valid.', { extras: [message] });
  }
  const everyWeek = subscription.extras;
  return {
    set: { overrides: withOverride(subscription, scheduledDate, { extras }) },
    event: {
      type: 'SubscriptionDeliveryExtrasChosen',
      data: {
        ...refOf(subscription),
        scheduledDate,
        deliveryDate: delivery.date,
        extras: extras && extras.map(({ addOnId, name, quantity }) => ({ addOnId, name, quantity })),
        chosenAt: now.toISOString(),
      },
    },
    summary:
      extras === null
        ? `You put ${boxOn(delivery.date)} back on your every-week extras` +
          (everyWeek.length > 0 ? `: ${extrasWords(everyWeek)}.` : ' (none at the moment).')
        : extras.length === 0
          ? `You chose no extras for ${boxOn(delivery.date)}` +
            (everyWeek.length > 0 ? `: your every-week extras do not come in it.` : '.')
          : `You chose the extras for ${boxOn(delivery.date)}: ${extrasWords(extras)}, ` +
            'each charged at its price on the day the box is placed.',
  };
}
