import type { SubscriptionBoxClosingSoonData } from '@mealbox/contracts';
import { documentLockKey, outboxUpdate, trustedFilter } from '@mealbox/platform';
import type { Types } from 'mongoose';
import { withNulls } from '../../data/subscription-model';
import type { SubscriptionDocument } from '../../data/subscription-model';
import { WITHOUT_OUTBOX } from '../../data/query-helpers';
import { boxClosingSoonEntry } from '../../events/subscription-events';
import { addDays, londonDate } from '../london-calendar';
import { MAX_CONCURRENT_RETRIES } from '../ordering-deps';
import type { OrderingDeps } from '../ordering-deps';
import { cutOffDateOf } from './cut-off';
import { loadPlanPricer } from './plan-pricer';
import type { PlanPricer } from './plan-pricer';
import { SCHEDULE_DAYS_AHEAD, deliveriesBetween } from './subscription-schedule';
import type { ScheduledDelivery } from './subscription-schedule';

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
 * write, so a second run or instance announces nothing twice. Answers how many boxes it announced.
 */
export async function remindClosingBoxes(deps: OrderingDeps, correlationId: string): Promise<number> {
  const priceOf = await loadPlanPricer(deps);
  const ids = await deps.subscriptions
    .find(trustedFilter({ status: { $in: ['active', 'paused'] } }))
    .select({ _id: 1 })
    .lean<{ _id: Types.ObjectId }[]>();
  let announced = 0;
  for (const { _id } of ids) announced += await remindBoxesOf(deps, _id, priceOf, correlationId);
  return announced;
}

async function remindBoxesOf(
  deps: OrderingDeps,
  _id: Types.ObjectId,
  priceOf: PlanPricer,
  correlationId: string,
): Promise<number> {
  const announced = await deps.lock(documentLockKey(deps.subscriptions, _id), async () => {
    for (let attempt = 0; attempt < MAX_CONCURRENT_RETRIES; attempt++) {
      const read = await deps.subscriptions.findById(_id).select(WITHOUT_OUTBOX).lean<SubscriptionDocument>();
      if (!read) return 0;
      const current = withNulls(read);
      const now = deps.now();
      const due = boxesToRemind(current, now);
      if (due.length === 0) return 0;
      const entries = due.map((delivery) => {
        const price = priceOf(delivery.plan);
        const data: SubscriptionBoxClosingSoonData = {
          subscriptionId: _id.toHexString(),
          userId: current.userId,
          scheduledDate: delivery.scheduledDate,
          deliveryDate: delivery.date,
          cutOffAt: delivery.cutOff.toISOString(),
          charge: price ? { amountPence: price.totalPence, date: cutOffDateOf(delivery.date) } : null,
          mealsChosen: delivery.items !== null,
          remindedAt: now.toISOString(),
        };
        return boxClosingSoonEntry(data, { correlationId, now: deps.now });
      });
      const outbox = outboxUpdate(entries);
      const result = await deps.subscriptions.updateOne(
        { _id, version: current.version },
        {
          $set: { ...outbox.$set, version: current.version + 1, updatedAt: now },
          $push: { ...outbox.$push, remindedSlots: { $each: due.map((delivery) => delivery.scheduledDate) } },
        },
      );
      if (result.matchedCount === 1) return due.length;
    }
    return 0;
  });
  if (announced > 0) deps.afterChange({ model: deps.subscriptions, id: _id });
  return announced;
}
