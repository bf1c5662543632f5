import { badRequest } from '@mealbox/platform';
import type { SubscriptionDocument } from '../data/subscription-model';
import { bankHolidayOn } from '../../calendar/domain/bank-holidays';
import { isWorkingDay } from '../../calendar/domain/delivery-window';
import {
  addDays,
  formatLongDate,
  formatWeekdayDate,
  londonDate,
  weekdayOf,
} from '@mealbox/contracts/london-calendar';
import { cutOffWords, firstOpenDate } from '@mealbox/contracts/cut-off';
import { refuseIfClosed, refuseUnlessComing, upcomingDelivery, withOverride } from './delivery-lookup';
import { refOf, refuseIfCancelled } from './subscription-change';
import type { Decision, DecisionContext } from './subscription-change';
import {
  SCHEDULE_DAYS_AHEAD,
  deliveriesBetween,
  deliveryInSlot,
  fitsPlan,
  isPausedOn,
  overrideOf,
  planOn,
  regularDateOf,
} from './subscription-schedule';
import { mealsOffMenu, menuWeekWords } from '../../shared/domain/menu-week';
import { chargeWords } from './subscription-wording';

/**
 * Why a box cannot move to `to`; null when it can. The new day must be in the next 14 days, still before its
 * own cut-off, a working day (no weekend, no bank holiday), free of any other box (a skipped or paused one
 * keeps its day, so restoring it never makes two; the first order's box is one), and outside a pause.
 */
export function moveTargetProblem(
  subscription: SubscriptionDocument,
  scheduledDate: string,
  to: string,
  now: Date,
): string | null {
  const today = londonDate(now);
  const last = addDays(today, SCHEDULE_DAYS_AHEAD);
  const open = firstOpenDate(now);
  const range = `Choose a working day from ${formatLongDate(open)} to ${formatLongDate(last)}.`;
  if (to < today) return `${formatLongDate(to)} has passed. ${range}`;
  if (to < open)
    return `A box on ${formatWeekdayDate(to)} would already be closed for changes (${cutOffWords(to)}). ${range}`;
  if (to > last) return `Boxes can be scheduled up to ${SCHEDULE_DAYS_AHEAD} days ahead. ${range}`;
  const holiday = bankHolidayOn(to);
  if (holiday) return `${formatLongDate(to)} is a bank holiday (${holiday.name}). ${range}`;
  if (!isWorkingDay(to))
    return `${formatLongDate(to)} is a ${weekdayOf(to)}: we deliver on working days only. ${range}`;
  // The first order's own box counts too: the subscription's boxes follow it.
  const taken =
    to === subscription.firstOrderDeliveryDate ||
    deliveriesBetween(subscription, to, to, now).some((box) => box.scheduledDate !== scheduledDate);
  if (taken) return `You already have a box on ${formatWeekdayDate(to)}. Choose another day.`;
  if (isPausedOn(subscription, to)) return `Your deliveries are paused on ${formatWeekdayDate(to)}. ${range}`;
  return null;
}

/** The days an open box can move to (every day of the next 14 that moveTargetProblem accepts), earliest first. */
export function moveDatesOf(subscription: SubscriptionDocument, scheduledDate: string, now: Date): string[] {
  const delivery = deliveryInSlot(subscription, scheduledDate, now);
  if (delivery.state !== 'open' || subscription.status === 'cancelled') return [];
  const today = londonDate(now);
  const dates: string[] = [];
  for (let day = 0; day <= SCHEDULE_DAYS_AHEAD; day++) {
    const date = addDays(today, day);
    if (date !== delivery.date && !moveTargetProblem(subscription, scheduledDate, date, now))
      dates.push(date);
  }
  return dates;
}

/**
 * Move one box to another day before its cut-off. Chosen meals that do not fit the plan of the new day (a plan
 * change falls between) are dropped, and the confirmation says so. Moving a box to the day it already has: no
 * change; to its regular day: the move is undone.
 */
export function moveDelivery(
  subscription: SubscriptionDocument,
  scheduledDate: string,
  to: string,
  { now, priceOf, meals }: DecisionContext,
): Decision {
  refuseIfCancelled(subscription);
  const delivery = upcomingDelivery(subscription, scheduledDate, now);
  if (delivery.date === to) return null;
  refuseIfClosed(delivery, now);
  refuseUnlessComing(subscription, delivery);
  const problem = moveTargetProblem(subscription, scheduledDate, to, now);
  if (problem) throw badRequest('The new date is not valid.', { date: [problem] });

  const items = overrideOf(subscription, scheduledDate)?.items ?? null;
  const offPlan = items !== null && !fitsPlan(items, planOn(subscription, to));
  const offMenu = items !== null && mealsOffMenu(items, to, meals).length > 0;
  const mealsCleared = offPlan || offMenu;
  const overrides = withOverride(subscription, scheduledDate, {
    movedTo: to === regularDateOf(scheduledDate) ? null : to,
    items: mealsCleared ? null : items,
  });
  const moved = deliveryInSlot({ ...subscription, overrides }, scheduledDate, now);
  return {
    set: { overrides },
    event: {
      type: 'SubscriptionDeliveryMoved',
      data: {
        ...refOf(subscription),
        scheduledDate,
        from: delivery.date,
        to,
        mealsCleared,
        movedAt: now.toISOString(),
      },
    },
    summary:
      `You moved your box from ${formatWeekdayDate(delivery.date)} to ${formatWeekdayDate(to)}. ` +
      chargeWords(moved, priceOf(moved.plan)) +
      (offPlan
        ? ' The meals you chose do not fit your plan on the new day, so choose again or we will choose for you.'
        : offMenu
          ? ` Some of the meals you chose are not on the menu for ${menuWeekWords(to)}, so choose again from that week's menu or we will choose for you.`
          : ''),
  };
}
