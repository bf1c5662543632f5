import type { SubscriptionDocument, SubscriptionPlan } from '../data/subscription-model';
import { formatWeekdayDate } from '@mealbox/contracts/london-calendar';
import { firstOpenDate } from '@mealbox/contracts/cut-off';
import { refOf, refuseIfCancelled } from './subscription-change';
import type { Decision, DecisionContext } from './subscription-change';
import {
  comes,
  dateOfSlot,
  fitsPlan,
  latestPlan,
  nextComingDelivery,
  overrideChangesBox,
  upcomingDeliveries,
} from './subscription-schedule';
import { boxOn, planWords, pounds } from './subscription-wording';

export const samePlan = (a: SubscriptionPlan, b: SubscriptionPlan): boolean =>
  a.proteinPreference === b.proteinPreference &&
  a.mealSize === b.mealSize &&
  a.numberOfMeals === b.numberOfMeals;

/**
 * Change the plan from the next box still open (spec: "plan changes take effect with the next delivery"):
 * every box from the first date whose cut-off has not passed gets it, boxes past their cut-off keep theirs.
 * A later change replaces a pending one. Chosen meals of open boxes that no longer fill the new plan are
 * dropped (we choose for those, unless the customer chooses again). The plan the open boxes already have:
 * no change. The caller has checked the plan can be priced (it has a pricing row).
 */
export function changePlan(
  subscription: SubscriptionDocument,
  plan: SubscriptionPlan,
  { now, priceOf }: DecisionContext,
): Decision {
  refuseIfCancelled(subscription);
  if (samePlan(latestPlan(subscription), plan)) return null;
  const from = firstOpenDate(now);
  const planChanges = [...subscription.planChanges.filter((change) => change.from < from), { from, plan }];
  const mealsClearedFor: string[] = [];
  const overrides = subscription.overrides
    .map((override) => {
      const open = dateOfSlot(subscription, override.scheduledDate) >= from;
      if (!open || override.items === null || fitsPlan(override.items, plan)) return override;
      mealsClearedFor.push(override.scheduledDate);
      return { ...override, items: null };
    })
    .filter(overrideChangesBox);
  const changed = { ...subscription, planChanges, overrides };
  const first = nextComingDelivery(changed, from, now);
  const keeping = upcomingDeliveries(subscription, now).filter((box) => box.date < from && comes(box));
  const price = priceOf(plan);

  const summary =
    `You changed your plan to ${planWords(plan)}, ` +
    (first ? `from ${boxOn(first.date)}.` : `for every box from ${formatWeekdayDate(from)}.`) +
    (price ? ` Each box will cost ${pounds(price.totalPence)}.` : '') +
    keeping
      .map(
        (box) =>
          ` Your box on ${formatWeekdayDate(box.date)} is already past its cut-off and comes as planned (${planWords(box.plan)}).`,
      )
      .join('') +
    (mealsClearedFor.length > 0
      ? ` The meals you chose for ${mealsClearedFor.map((slot) => formatWeekdayDate(dateOfSlot(subscription, slot))).join(' and ')} do not fit the new plan, so choose again or we will choose for you.`
      : '');
  return {
    set: { planChanges, overrides },
    event: {
      type: 'SubscriptionPlanChanged',
      data: {
        ...refOf(subscription),
        from: latestPlan(subscription),
        to: plan,
        effectiveFrom: from,
        firstDeliveryDate: first?.date ?? null,
        mealsClearedFor,
        changedAt: now.toISOString(),
      },
    },
    summary,
  };
}
