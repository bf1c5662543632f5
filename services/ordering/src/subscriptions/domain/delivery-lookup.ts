import { conflict, notFound } from '@mealbox/platform';
import type { DeliveryOverride, SubscriptionDocument } from '../data/subscription-model';
import { formatWeekdayDate } from '@mealbox/contracts/london-calendar';
import { closedMessage, hasClosed } from '@mealbox/contracts/cut-off';
import { DELIVERY_NOT_FOUND } from './subscription-change';
import { overrideChangesBox, overrideOf, upcomingDeliveries } from './subscription-schedule';
import type { ScheduledDelivery } from './subscription-schedule';

/** One of the next 14 days' deliveries, by its slot's date; any other is 404 (it cannot be changed here). */
export function upcomingDelivery(
  subscription: SubscriptionDocument,
  scheduledDate: string,
  now: Date,
): ScheduledDelivery {
  const delivery = upcomingDeliveries(subscription, now).find((each) => each.scheduledDate === scheduledDate);
  if (!delivery) throw notFound(DELIVERY_NOT_FOUND);
  return delivery;
}

/** The overrides with one slot's changed; a slot back to how the schedule has it keeps no override. */
export function withOverride(
  subscription: Pick<SubscriptionDocument, 'overrides'>,
  scheduledDate: string,
  patch: Partial<Omit<DeliveryOverride, 'scheduledDate'>>,
): DeliveryOverride[] {
  const current = overrideOf(subscription, scheduledDate) ?? {
    scheduledDate,
    skipped: false,
    movedTo: null,
    items: null,
    extras: null,
  };
  const next = { ...current, ...patch };
  const others = subscription.overrides.filter((override) => override.scheduledDate !== scheduledDate);
  return (overrideChangesBox(next) ? [...others, next] : others).sort((a, b) =>
    a.scheduledDate.localeCompare(b.scheduledDate),
  );
}

/** 409 once the box's cut-off has passed: 'Changes to your 12 March box closed at 12:00 on 9 March.' */
export function refuseIfClosed(delivery: ScheduledDelivery, now: Date): void {
  if (hasClosed(delivery.date, now)) throw conflict(closedMessage(delivery.date));
}

/** Moves and meal choices are for boxes that come. */
export function refuseUnlessComing(
  subscription: Pick<SubscriptionDocument, 'pausedUntil'>,
  delivery: ScheduledDelivery,
): void {
  const day = formatWeekdayDate(delivery.date);
  if (delivery.state === 'skipped')
    throw conflict(`Your box on ${day} is skipped. Restore it first to change it.`);
  if (delivery.state === 'paused') {
    const until = subscription.pausedUntil ? ` until ${formatWeekdayDate(subscription.pausedUntil)}` : '';
    throw conflict(
      `Your deliveries are paused${until}, so your box on ${day} will not come. Resume your deliveries to change it.`,
    );
  }
}
