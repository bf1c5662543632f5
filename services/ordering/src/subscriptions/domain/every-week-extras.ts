import type { AddOnReadDocument } from '../../shared/data/add-on-read-model';
import type { EveryWeekExtra, SubscriptionDocument } from '../data/subscription-model';
import { firstOpenDate } from '@mealbox/contracts/cut-off';
import { refOf, refuseIfCancelled } from './subscription-change';
import type { Decision, DecisionContext } from './subscription-change';
import { nextComingDelivery } from './subscription-schedule';
import { boxOn } from './subscription-wording';

/**
 * How many of an extra come in every box from the next box still open (a box past its cut-off keeps what it
 * locked with); 0 stops it. Each box is charged the extra's price when it is placed. The same quantity again: no
 * change.
 */
export function changeEveryWeekExtra(
  subscription: SubscriptionDocument,
  addOn: Pick<AddOnReadDocument, '_id' | 'name'>,
  quantity: number,
  { now }: DecisionContext,
): Decision {
  refuseIfCancelled(subscription);
  const held = subscription.extras.find((extra) => extra.addOnId === addOn._id);
  if ((held?.quantity ?? 0) === quantity) return null;
  const entry: EveryWeekExtra = { addOnId: addOn._id, name: addOn.name, quantity };
  const extras =
    quantity === 0
      ? subscription.extras.filter((extra) => extra.addOnId !== addOn._id)
      : held
        ? subscription.extras.map((extra) => (extra.addOnId === addOn._id ? entry : extra))
        : [...subscription.extras, entry];
  const from = nextComingDelivery(subscription, firstOpenDate(now), now);
  const fromWords = from ? `From ${boxOn(from.date)}` : 'From your next box';
  const summary =
    quantity === 0
      ? `${fromWords}, ${addOn.name} no longer comes with your boxes.`
      : `${fromWords}, ${quantity} × ${addOn.name} comes in every box, at its price on the day each box is placed.`;
  return {
    set: { extras },
    event: {
      type: 'SubscriptionExtrasChanged',
      data: {
        ...refOf(subscription),
        extras: extras.map(({ addOnId, name, quantity: count }) => ({ addOnId, name, quantity: count })),
        effectiveFrom: from?.date ?? null,
        changedAt: now.toISOString(),
      },
    },
    summary,
  };
}
