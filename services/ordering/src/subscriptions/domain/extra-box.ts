import { badRequest } from '@mealbox/platform';
import { addDays, formatWeekdayDate, londonDate } from '@mealbox/contracts/london-calendar';
import type { SubscriptionDocument } from '../data/subscription-model';
import { moveTargetProblem } from './delivery-move';
import { refOf, refuseIfCancelled } from './subscription-change';
import type { Decision, DecisionContext } from './subscription-change';
import { SCHEDULE_DAYS_AHEAD, deliveryInSlot, isSlot } from './subscription-schedule';
import { chargeWords, planWords } from './subscription-wording';

/**
 * The move rule asks whether a day is free of every box but the one moving; an extra box is not yet one of the
 * schedule's, so no slot is left out and every box on the day counts.
 */
const NOT_YET_A_SLOT = '';

/** Why an extra box cannot come on `date`; null when it can. The same days a box could be moved to. */
export function extraBoxProblem(subscription: SubscriptionDocument, date: string, now: Date): string | null {
  const problem = moveTargetProblem(subscription, NOT_YET_A_SLOT, date, now);
  if (problem) return problem;
  // A day whose own box was moved away keeps its name for that box: two boxes cannot share it.
  if (isSlot(subscription, date))
    return `Your box of ${formatWeekdayDate(date)} was moved to another day. Move it back instead.`;
  return null;
}

/**
 * One box more, on a working day of the next 14 still open for changes, with no box already: of the plan in
 * force that day, at its price. From then on it is a box like the others (listed, changed, locked at its cut-off,
 * placed by the weekly job and charged). Adding the same day again: no change.
 */
export function addExtraBox(
  subscription: SubscriptionDocument,
  date: string,
  { now, priceOf }: DecisionContext,
): Decision {
  refuseIfCancelled(subscription);
  if (subscription.extraBoxes.includes(date)) return null;
  const problem = extraBoxProblem(subscription, date, now);
  if (problem) throw badRequest('The date is not valid.', { date: [problem] });
  const extraBoxes = [...subscription.extraBoxes, date].sort();
  const box = deliveryInSlot({ ...subscription, extraBoxes }, date, now);
  return {
    set: { extraBoxes },
    event: {
      type: 'SubscriptionExtraBoxAdded',
      data: {
        ...refOf(subscription),
        scheduledDate: date,
        deliveryDate: box.date,
        plan: box.plan,
        addedAt: now.toISOString(),
      },
    },
    summary:
      `You added an extra box on ${formatWeekdayDate(box.date)} (${planWords(box.plan)}). ` +
      chargeWords(box, priceOf(box.plan)),
  };
}

/** The days an extra box can come on (every day of the next 14 that extraBoxProblem accepts), earliest first. */
export function extraBoxDatesOf(subscription: SubscriptionDocument, now: Date): string[] {
  if (subscription.status === 'cancelled') return [];
  const today = londonDate(now);
  const dates: string[] = [];
  for (let day = 0; day <= SCHEDULE_DAYS_AHEAD; day++) {
    const date = addDays(today, day);
    if (!extraBoxProblem(subscription, date, now)) dates.push(date);
  }
  return dates;
}
