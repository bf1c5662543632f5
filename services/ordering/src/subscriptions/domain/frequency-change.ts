import { frequencyWords } from '@mealbox/contracts/subscription-frequency';
import type { SubscriptionFrequency } from '@mealbox/contracts/subscription-frequency';
import { addDays, formatWeekdayDate } from '@mealbox/contracts/london-calendar';
import { firstOpenDate } from '@mealbox/contracts/cut-off';
import { conflict } from '@mealbox/platform';
import type { SubscriptionDocument } from '../data/subscription-model';
import { refOf, refuseIfCancelled } from './subscription-change';
import type { Decision, DecisionContext } from './subscription-change';
import {
  deliveriesBetween,
  isSlot,
  latestFrequency,
  regularSlotsBetween,
  upcomingDeliveries,
} from './subscription-schedule';
import type { ScheduledDelivery } from './subscription-schedule';

/** Far enough ahead to find the next box of any rhythm (every 4 weeks), a bank holiday's shift included. */
const LOOK_AHEAD_DAYS = 4 * 7 + 7;

/**
 * The box the new rhythm starts with: the first of the rhythm's boxes whose cut-off has not passed (skipped or
 * paused ones too: the rhythm is the schedule's, not what comes). Extra boxes are outside the rhythm.
 */
export function nextOpenRegularBox(subscription: SubscriptionDocument, now: Date): ScheduledDelivery | null {
  const from = firstOpenDate(now);
  return (
    deliveriesBetween(subscription, from, addDays(from, LOOK_AHEAD_DAYS), now).find(
      (box) => !box.extra && box.state !== 'locked',
    ) ?? null
  );
}

/**
 * Change how often boxes come, from the next box still open: that box's slot anchors the new rhythm (it comes,
 * then one every 1, 2 or 4 weeks after it); boxes past their cut-off stay as they are. A later change replaces a
 * pending one. What the customer changed about slots the new rhythm no longer has (a skip, a move, chosen meals)
 * goes with them; an extra box on a day the new rhythm now delivers becomes that regular box. The frequency the
 * open boxes already have: no change.
 */
export function changeFrequency(
  subscription: SubscriptionDocument,
  frequency: SubscriptionFrequency,
  { now }: DecisionContext,
): Decision {
  refuseIfCancelled(subscription);
  const current = latestFrequency(subscription);
  if (current === frequency) return null;
  const anchor = nextOpenRegularBox(subscription, now);
  // Every rhythm has a box within five weeks, so only a schedule with no slot left could get here.
  if (!anchor) throw conflict('Your subscription has no box left to change.');
  const from = anchor.scheduledDate;
  const frequencyChanges = [
    ...subscription.frequencyChanges.filter((change) => change.from < from),
    { from, frequency },
  ];
  const changed = { ...subscription, frequencyChanges };
  const overrides = subscription.overrides.filter(
    (override) => override.scheduledDate < from || isSlot(changed, override.scheduledDate),
  );
  const extraBoxes = subscription.extraBoxes.filter(
    (slot) => regularSlotsBetween(changed, slot, slot).length === 0,
  );
  const keeping = upcomingDeliveries(subscription, now).filter(
    (box) => box.scheduledDate < from && box.state === 'locked',
  );
  const summary =
    `From ${formatWeekdayDate(anchor.date)} you will get ${frequencyWords(frequency)}.` +
    keeping
      .map(
        (box) =>
          ` Your box on ${formatWeekdayDate(box.date)} is already past its cut-off and comes as planned.`,
      )
      .join('');
  return {
    set: { frequencyChanges, overrides, extraBoxes },
    event: {
      type: 'SubscriptionFrequencyChanged',
      data: {
        ...refOf(subscription),
        from: current,
        to: frequency,
        effectiveFrom: from,
        changedAt: now.toISOString(),
      },
    },
    summary,
  };
}
