import { DIETARY_REQUIREMENTS, listInWords } from '@mealbox/contracts';
import type { DietaryRequirement } from '@mealbox/contracts';
import type { SubscriptionDocument } from '../data/subscription-model';
import { firstOpenDate } from '@mealbox/contracts/cut-off';
import { refOf, refuseIfCancelled } from './subscription-change';
import type { Decision, DecisionContext } from './subscription-change';
import { nextComingDelivery } from './subscription-schedule';
import { boxOn } from './subscription-wording';

/** The requirements once each, in the order the shop lists them, so the same set always reads the same. */
const canonical = (requirements: readonly DietaryRequirement[]): DietaryRequirement[] =>
  DIETARY_REQUIREMENTS.map((choice) => choice.value).filter((value) => requirements.includes(value));

/** 'gluten free and dairy free' */
export function requirementWords(requirements: readonly DietaryRequirement[], joiner: 'and' | 'or'): string {
  const words = requirements.map(
    (value) => DIETARY_REQUIREMENTS.find((choice) => choice.value === value)?.label.toLowerCase() ?? value,
  );
  return listInWords(words, joiner);
}

/**
 * Set the dietary requirements the meals we choose must meet. They apply from the next box still open (a box
 * past its cut-off keeps the meals it locked with); meals the customer chooses are their own call, so the
 * confirmation says to look for the labels. The same set again: no change.
 */
export function changeDietaryRequirements(
  subscription: SubscriptionDocument,
  requested: readonly DietaryRequirement[],
  { now }: DecisionContext,
): Decision {
  refuseIfCancelled(subscription);
  const requirements = canonical(requested);
  const current = canonical(subscription.dietaryRequirements);
  if (requirements.join() === current.join()) return null;
  const from = nextComingDelivery(subscription, firstOpenDate(now), now);
  const fromWords = from ? `From ${boxOn(from.date)}` : 'From your next box';
  const summary =
    requirements.length > 0
      ? `${fromWords}, the meals we choose for you will be ${requirementWords(requirements, 'and')}. ` +
        `Meals you choose yourself are up to you: look for the ${requirementWords(requirements, 'and')} labels on the menu.`
      : `${fromWords}, the meals we choose for you no longer need to be ${requirementWords(current, 'or')}.`;
  return {
    set: { dietaryRequirements: requirements },
    event: {
      type: 'SubscriptionDietaryRequirementsChanged',
      data: {
        ...refOf(subscription),
        dietaryRequirements: requirements,
        effectiveFrom: from?.date ?? null,
        changedAt: now.toISOString(),
      },
    },
    summary,
  };
}
