import type {
  DeliveryOverride,
  EveryWeekExtra,
  SubscriptionDocument,
  SubscriptionPlan,
} from '../data/subscription-model';
import type { OrderItemEntry } from '../../shared/data/address-and-items-schemas';
import { MAX_DAYS_AHEAD, isWorkingDay } from '../../calendar/domain/delivery-window';
import { addDays, daysBetween, londonDate } from '@mealbox/contracts/london-calendar';
import { countMeals } from '../../orders/domain/order-rules';
import { cutOffOf, hasClosed } from '@mealbox/contracts/cut-off';
import { DEFAULT_SUBSCRIPTION_FREQUENCY, weeksBetweenBoxes } from '@mealbox/contracts/subscription-frequency';
import type { SubscriptionFrequency } from '@mealbox/contracts/subscription-frequency';

/**
 * A subscription's deliveries, worked out from its document: pure, so the account page, the change rules and
 * the weekly job that creates each box's order all read the same schedule.
 *
 * Slots: every 1, 2 or 4 weeks (the subscription's frequency) after the first order's delivery date (that order
 * is the first box; the subscription's own boxes follow). A change of frequency starts a new rhythm on its
 * `from` slot, counted from there; one-off extra boxes are slots of their own, named by their date. This is the
 * one place that knows the frequency: everything else (the account's list, the change rules, the box clock and
 * the reminders) reads slots from here. A slot that falls on a bank holiday arrives on the next working day. A
 * slot keeps its date as its name (`scheduledDate`) when the customer moves it.
 */

/** The fields the schedule reads. */
export type ScheduleSource = Pick<
  SubscriptionDocument,
  | 'firstOrderDeliveryDate'
  | 'plan'
  | 'planChanges'
  | 'pauses'
  | 'cancelledFrom'
  | 'overrides'
  | 'frequency'
  | 'frequencyChanges'
  | 'extraBoxes'
>;

/** open: changes taken; locked: past its cut-off, comes as it is; skipped / paused: does not come. */
export type ScheduledDeliveryState = 'open' | 'locked' | 'skipped' | 'paused';

export interface ScheduledDelivery {
  scheduledDate: string;
  /** The day it arrives. */
  date: string;
  /** The customer moved it (rather than a bank holiday). */
  moved: boolean;
  /** A one-off box the customer added, outside the rhythm. */
  extra: boolean;
  cutOff: Date;
  state: ScheduledDeliveryState;
  plan: SubscriptionPlan;
  /** The meals the customer chose; null while none are (we choose by the protein preference). */
  items: OrderItemEntry[] | null;
  /** The extras chosen for this box alone ([] none); null while it follows the every-week extras. */
  extras: EveryWeekExtra[] | null;
}

/** Deliveries listed ahead: the marketing promise, "schedule up to 2 weeks ahead". */
export const SCHEDULE_DAYS_AHEAD = MAX_DAYS_AHEAD;
const WEEK = 7;
/** How far a move can take a box from its slot, either way (a move stays within the 14 days listed). */
const MOVE_REACH = SCHEDULE_DAYS_AHEAD;

/** One stretch of the schedule: a slot every `weeks` weeks counted from `anchor`, on `from` <= slot < `until`. */
interface Rhythm {
  anchor: string;
  weeks: number;
  from: string;
  until: string | null;
}

/** Subscriptions written before there was a choice carry no frequency: weekly. */
const frequencyFrom = (source: Pick<ScheduleSource, 'frequency'>): SubscriptionFrequency =>
  source.frequency ?? DEFAULT_SUBSCRIPTION_FREQUENCY;

/** The frequency of the boxes from `date` on: the latest change from on or before it, else the first. */
export function frequencyOn(
  source: Pick<ScheduleSource, 'frequency' | 'frequencyChanges'>,
  date: string,
): SubscriptionFrequency {
  let frequency = frequencyFrom(source);
  for (const change of source.frequencyChanges ?? []) if (change.from <= date) frequency = change.frequency;
  return frequency;
}

/** The frequency of every box still open to changes: the latest one. */
export const latestFrequency = (source: Pick<ScheduleSource, 'frequency' | 'frequencyChanges'>) =>
  (source.frequencyChanges ?? []).at(-1)?.frequency ?? frequencyFrom(source);

/** The rhythms in force one after another: the first from the day after the first order, then each change's. */
function rhythmsOf(source: ScheduleSource): Rhythm[] {
  const anchor = source.firstOrderDeliveryDate;
  const starts = [
    { anchor, weeks: weeksBetweenBoxes(frequencyFrom(source)), from: addDays(anchor, 1) },
    ...(source.frequencyChanges ?? []).map((change) => ({
      anchor: change.from,
      weeks: weeksBetweenBoxes(change.frequency),
      from: change.from,
    })),
  ];
  return starts.map((rhythm, index) => ({ ...rhythm, until: starts[index + 1]?.from ?? null }));
}

/** The regular slots (the rhythm's, not the extra boxes) from `first` to `last`, both included, earliest first. */
export function regularSlotsBetween(source: ScheduleSource, first: string, last: string): string[] {
  const slots: string[] = [];
  for (const { anchor, weeks, from, until } of rhythmsOf(source)) {
    const step = weeks * WEEK;
    const start = first > from ? first : from;
    let slot = addDays(anchor, Math.max(0, Math.ceil(daysBetween(anchor, start) / step)) * step);
    for (; slot <= last && (until === null || slot < until); slot = addDays(slot, step)) slots.push(slot);
  }
  return slots;
}

/** Whether `date` names a box of the subscription: a slot of its rhythm, or an extra box. */
export const isSlot = (source: ScheduleSource, date: string): boolean =>
  regularSlotsBetween(source, date, date).length > 0 || (source.extraBoxes ?? []).includes(date);

/** The day a slot arrives unless moved: the slot, or the first working day after it (bank holidays). */
export function regularDateOf(slot: string): string {
  let date = slot;
  while (!isWorkingDay(date)) date = addDays(date, 1);
  return date;
}

export const overrideOf = (
  source: Pick<ScheduleSource, 'overrides'>,
  slot: string,
): DeliveryOverride | undefined => source.overrides.find((override) => override.scheduledDate === slot);

/** Whether an override still changes its box; one that changes nothing is not kept. */
export const overrideChangesBox = (override: DeliveryOverride): boolean =>
  override.skipped || override.movedTo !== null || override.items !== null || override.extras !== null;

/** The day a slot arrives. */
export function dateOfSlot(source: ScheduleSource, slot: string): string {
  return overrideOf(source, slot)?.movedTo ?? regularDateOf(slot);
}

/** The plan of a box arriving on `date`: the latest change from on or before it, else the first plan. */
export function planOn(source: ScheduleSource, date: string): SubscriptionPlan {
  let plan = source.plan;
  for (const change of source.planChanges) if (change.from <= date) plan = change.plan;
  return plan;
}

/** The plan of every box still open to changes: the latest one. */
export const latestPlan = (source: ScheduleSource): SubscriptionPlan =>
  source.planChanges.at(-1)?.plan ?? source.plan;

export const isPausedOn = (source: ScheduleSource, date: string): boolean =>
  source.pauses.some((pause) => pause.from <= date && date < pause.until);

const isCancelledOn = (source: ScheduleSource, date: string): boolean =>
  source.cancelledFrom !== null && source.cancelledFrom !== undefined && date >= source.cancelledFrom;

/** Chosen meals count only while they fill the box's plan exactly. */
export const fitsPlan = (items: OrderItemEntry[], plan: SubscriptionPlan): boolean =>
  countMeals(items) === plan.numberOfMeals;

/** The delivery of one slot, wherever it now arrives. */
export function deliveryInSlot(source: ScheduleSource, slot: string, now: Date): ScheduledDelivery {
  const override = overrideOf(source, slot);
  const date = override?.movedTo ?? regularDateOf(slot);
  const plan = planOn(source, date);
  const items = override?.items ?? null;
  let state: ScheduledDeliveryState = hasClosed(date, now) ? 'locked' : 'open';
  if (isPausedOn(source, date)) state = 'paused';
  if (override?.skipped) state = 'skipped';
  return {
    scheduledDate: slot,
    date,
    moved: Boolean(override?.movedTo),
    extra: (source.extraBoxes ?? []).includes(slot),
    cutOff: cutOffOf(date),
    state,
    plan,
    items: items && items.length > 0 && fitsPlan(items, plan) ? items : null,
    extras: override?.extras ?? null,
  };
}

/**
 * Every delivery arriving from `first` to `last` (London dates, both included), earliest first. Deliveries of a
 * cancelled subscription on or after its cancellation date do not exist.
 */
export function deliveriesBetween(
  source: ScheduleSource,
  first: string,
  last: string,
  now: Date,
): ScheduledDelivery[] {
  // Slots whose box may have been moved into the range, or pushed past a bank holiday into it.
  const from = addDays(first, -MOVE_REACH);
  const to = addDays(last, MOVE_REACH);
  const extras = (source.extraBoxes ?? []).filter((slot) => slot >= from && slot <= to);
  const slots = new Set([...regularSlotsBetween(source, from, to), ...extras]);
  const deliveries: ScheduledDelivery[] = [];
  for (const slot of slots) {
    const delivery = deliveryInSlot(source, slot, now);
    if (delivery.date >= first && delivery.date <= last && !isCancelledOn(source, delivery.date))
      deliveries.push(delivery);
  }
  return deliveries.sort((a, b) => a.date.localeCompare(b.date));
}

/** The deliveries of the next 14 days (today's included), as the account page lists them. */
export function upcomingDeliveries(source: ScheduleSource, now: Date): ScheduledDelivery[] {
  const today = londonDate(now);
  return deliveriesBetween(source, today, addDays(today, SCHEDULE_DAYS_AHEAD), now);
}

/** Whether a box comes (and is charged): neither skipped nor paused. */
export const comes = (delivery: ScheduledDelivery): boolean =>
  delivery.state === 'open' || delivery.state === 'locked';

/** The first box that comes on or after `from`, looking up to a year ahead; null if none (cancelled). */
export function nextComingDelivery(
  source: ScheduleSource,
  from: string,
  now: Date,
): ScheduledDelivery | null {
  return deliveriesBetween(source, from, addDays(from, 366), now).find(comes) ?? null;
}
