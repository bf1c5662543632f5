import type { SubscriptionBoxClosingSoonData } from '@mealbox/contracts';
import { trustedFilter } from '@mealbox/platform';
import type { Types } from 'mongoose';
import type { SubscriptionDocument } from '../data/subscription-model';
import { boxClosingSoonEntry } from '../events/subscription-events';
import { addDays, londonDate } from '@mealbox/contracts/london-calendar';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';
import { announceDueBoxes } from './announce-due-boxes';
import type { BoxAnnouncement } from './announce-due-boxes';
import { cutOffDateOf } from '@mealbox/contracts/cut-off';
import { loadPlanPriceTable } from '../../pricing/domain/plan-price-table';
import type { PlanPriceTable } from '../../pricing/domain/plan-price-table';
import { SCHEDULE_DAYS_AHEAD, deliveriesBetween } from './subscription-schedule';
import type { ScheduledDelivery } from './subscription-schedule';
import { boxEstimate, extrasOfBox, loadAddOnsOnSale } from './box-estimate';
import type { AddOnsOnSale } from './box-estimate';

/** How long before a box's cut-off its customer is reminded: two days (Saturday noon for a Monday cut-off). */
export const REMINDER_LEAD_MS = 48 * 60 * 60 * 1000;

/** The open boxes whose cut-off is within the reminder's lead and not yet passed, and not yet announced. */
export function boxesToRemind(subscription: SubscriptionDocument, now: Date): ScheduledDelivery[] {
  const today = londonDate(now);
  return deliveriesBetween(subscription, today, addDays(today, SCHEDULE_DAYS_AHEAD), now).filter(
    (delivery) =>
      delivery.state === 'open' &&
      delivery.cutOff.getTime() - now.getTime() <= REMINDER_LEAD_MS &&
      !subscription.remindedSlots.includes(delivery.scheduledDate),
  );
}

/**
 * The reminder job's step: every open box of an active subscription within two days of its cut-off is announced
 * once, as SubscriptionBoxClosingSoon (notifications mails it), recording its slot in the same version-guarded
 * write (announceDueBoxes), so a second run or instance announces nothing twice. Answers how many boxes it announced.
 */
export async function remindClosingBoxes(deps: OrderingDeps, correlationId: string): Promise<number> {
  const [priceOf, addOnsOnSale] = await Promise.all([loadPlanPriceTable(deps), loadAddOnsOnSale(deps)]);
  const ids = await deps.subscriptions
    .find(trustedFilter({ status: { $in: ['active', 'paused'] } }))
    .select({ _id: 1 })
    .lean<{ _id: Types.ObjectId }[]>();
  const announcement = closingBox({ priceOf, addOnsOnSale }, correlationId, deps.now);
  let announced = 0;
  for (const { _id } of ids) announced += await announceDueBoxes(deps, _id, announcement);
  return announced;
}

/** The reminder job's announcement: a box whose cut-off is near, with what it will cost and whether meals are chosen. */
function closingBox(
  prices: { priceOf: PlanPriceTable; addOnsOnSale: AddOnsOnSale },
  correlationId: string,
  now: () => Date,
): BoxAnnouncement {
  return {
    slotsField: 'remindedSlots',
    due: boxesToRemind,
    entry: (subscription, delivery, at) => {
      const extras = extrasOfBox(delivery, subscription.extras);
      const price = boxEstimate(prices.priceOf(delivery.plan), extras, prices.addOnsOnSale);
      const data: SubscriptionBoxClosingSoonData = {
        subscriptionId: subscription._id.toHexString(),
        userId: subscription.userId,
        scheduledDate: delivery.scheduledDate,
        deliveryDate: delivery.date,
        cutOffAt: delivery.cutOff.toISOString(),
        charge: price ? { amountPence: price.totalPence, date: cutOffDateOf(delivery.date) } : null,
        mealsChosen: delivery.items !== null,
        remindedAt: at.toISOString(),
      };
      return boxClosingSoonEntry(data, { correlationId, now });
    },
  };
}
