import type { MealSize, ProteinPreference } from '@mealbox/contracts';
import type { SubscriptionPlan } from '../../subscriptions/data/subscription-model';

/** The plan fields of POST /api/orders/, each optional. */
export interface PlanFields {
  protein_preference?: ProteinPreference | undefined;
  meal_size?: MealSize | undefined;
  number_of_meals?: number | undefined;
}

/** A chosen plan, none (the plan follows the meals added), or the fields missing from half a plan. */
export type RequestedPlan =
  | { kind: 'chosen'; plan: SubscriptionPlan }
  | { kind: 'follows items' }
  | { kind: 'incomplete'; problems: Record<string, string[]> };

const PLAN_FIELD_NAMES = ['protein_preference', 'meal_size', 'number_of_meals'] as const;
export const PLAN_FIELD_MISSING =
  'This field is required with the other plan fields: send protein_preference, meal_size and number_of_meals, or none of them.';

/**
 * What plan a new order asks for. All three fields are a chosen plan, as the site's plan page sends it; none is
 * the spec's client, whose plan follows its meals. Some without the others is a mistake worth naming: a size
 * or preference that was meant but silently replaced by the defaults would be a box the customer did not want.
 */
export function requestedPlan(fields: PlanFields): RequestedPlan {
  const { protein_preference, meal_size, number_of_meals } = fields;
  if (protein_preference !== undefined && meal_size !== undefined && number_of_meals !== undefined) {
    return {
      kind: 'chosen',
      plan: { proteinPreference: protein_preference, mealSize: meal_size, numberOfMeals: number_of_meals },
    };
  }
  const missing = PLAN_FIELD_NAMES.filter((name) => fields[name] === undefined);
  if (missing.length === PLAN_FIELD_NAMES.length) return { kind: 'follows items' };
  return {
    kind: 'incomplete',
    problems: Object.fromEntries(missing.map((name) => [name, [PLAN_FIELD_MISSING]])),
  };
}
