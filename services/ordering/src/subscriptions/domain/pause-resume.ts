import { badRequest } from '@mealbox/platform';
import type { PausePeriod, SubscriptionDocument } from '../data/subscription-model';
import { addDays, formatLongDate, formatWeekdayDate, londonDate } from '@mealbox/contracts/london-calendar';
import { firstOpenDate } from '@mealbox/contracts/cut-off';
import { refOf, refuseIfCancelled } from './subscription-change';
import type { Decision, DecisionContext } from './subscription-change';
import { comes, nextComingDelivery, upcomingDeliveries } from './subscription-schedule';
import { statusOf } from './subscription-status';
import { chargeWords, stillComingWords } from './subscription-wording';

/**
 * The longest pause at a time. Longer than a season away is better served by cancelling (one call, and a new
 * first box starts again); a customer can pause again before it ends.
 */
export const MAX_PAUSE_WEEKS = 12;

/** Pauses end where open boxes begin: a box past its cut-off keeps the fate it had (paused or coming). */
export function pausesUpTo(pauses: PausePeriod[], from: string): PausePeriod[] {
  return pauses
    .filter((pause) => pause.from < from)
    .map((pause) => ({ from: pause.from, until: pause.until < from ? pause.until : from }));
}

/** Why deliveries cannot pause until `until`; null when they can. */
export function pauseDateProblem(until: string, now: Date): string | null {
  const from = firstOpenDate(now);
  const earliest = addDays(from, 1);
  const latest = addDays(londonDate(now), MAX_PAUSE_WEEKS * 7);
  const range = `Choose a date from ${formatLongDate(earliest)} to ${formatLongDate(latest)}.`;
  if (until < earliest)
    return `Boxes before ${formatWeekdayDate(from)} are already closed for changes. ${range}`;
  if (until > latest) return `You can pause for up to ${MAX_PAUSE_WEEKS} weeks at a time. ${range}`;
  return null;
}

/**
 * Pause until a date: no box from the next one still open until the day before `until`, none charged; boxes
 * past their cut-off still come, and the confirmation names them. Deliveries resume by themselves on `until`.
 * Pausing again replaces the date; the same date again: no change.
 */
export function pauseDeliveries(
  subscription: SubscriptionDocument,
  until: string,
  { now, priceOf }: DecisionContext,
): Decision {
  refuseIfCancelled(subscription);
  const today = londonDate(now);
  if (statusOf(subscription, today) === 'paused' && subscription.pausedUntil === until) return null;
  const problem = pauseDateProblem(until, now);
  if (problem) throw badRequest('The date is not valid.', { until: [problem] });

  const from = firstOpenDate(now);
  const pauses = [...pausesUpTo(subscription.pauses, from), { from, until }];
  const stillComing = upcomingDeliveries(subscription, now).filter((box) => box.date < from && comes(box));
  const next = nextComingDelivery({ ...subscription, pauses }, until, now);
  return {
    set: { status: 'paused', pausedUntil: until, pauses },
    event: {
      type: 'SubscriptionPaused',
      data: {
        ...refOf(subscription),
        effectiveFrom: from,
        pausedUntil: until,
        stillComing: stillComing.map((box) => box.date),
        pausedAt: now.toISOString(),
      },
    },
    summary:
      `You paused your deliveries until ${formatWeekdayDate(until)}. ` +
      'No box will come, and you will not be charged, until then.' +
      stillComingWords(stillComing, (box) => priceOf(box.plan)) +
      (next ? ` Your next box arrives on ${formatWeekdayDate(next.date)}.` : ''),
  };
}

/**
 * Resume now: every box from the next one still open comes again. A box past its cut-off while paused stays
 * paused (it was not prepared), and the confirmation says so. Not paused: no change.
 */
export function resumeDeliveries(
  subscription: SubscriptionDocument,
  { now, priceOf }: DecisionContext,
): Decision {
  refuseIfCancelled(subscription);
  const today = londonDate(now);
  if (statusOf(subscription, today) !== 'paused') return null;
  const from = firstOpenDate(now);
  const pauses = pausesUpTo(subscription.pauses, from);
  const stillPaused = upcomingDeliveries(subscription, now).filter(
    (box) => box.date < from && box.state === 'paused',
  );
  const next = nextComingDelivery({ ...subscription, pauses }, today, now);
  return {
    set: { status: 'active', pausedUntil: null, pauses },
    event: {
      type: 'SubscriptionResumed',
      data: {
        ...refOf(subscription),
        effectiveFrom: from,
        nextDeliveryDate: next?.date ?? null,
        resumedAt: now.toISOString(),
      },
    },
    summary:
      'You resumed your deliveries.' +
      stillPaused
        .map(
          (box) =>
            ` Your box on ${formatWeekdayDate(box.date)} was already past its cut-off while paused, so it will not come.`,
        )
        .join('') +
      (next
        ? ` Your next box arrives on ${formatWeekdayDate(next.date)}. ${chargeWords(next, priceOf(next.plan))}`
        : ''),
  };
}
