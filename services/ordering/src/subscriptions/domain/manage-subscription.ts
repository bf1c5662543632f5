import type {
  DietaryRequirement,
  MealSize,
  ProteinPreference,
  SubscriptionFrequency,
} from '@mealbox/contracts';
import { badRequest, trustedFilter } from '@mealbox/platform';
import type { AuthUser } from '@mealbox/platform';
import type { MealReadDocument } from '../../shared/data/meal-read-model';
import { objectIdOr404 } from '../../shared/data/query-helpers';
import type { EveryWeekExtra, StoredConfirmation, SubscriptionDocument } from '../data/subscription-model';
import { excludedMealProblem } from '../../shared/domain/excluded-meals';
import { exclusionsOfUser } from '../../customers/domain/allergen-exclusions';
import { mealChoiceProblem, mealsById } from '../../shared/domain/meal-choice';
import { priceOrder } from '../../pricing/domain/price-order';
import { mergeItems } from '../../orders/domain/order-rules';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';
import { cancelSubscription } from './cancellation';
import { chooseDeliveryMeals } from './delivery-meals';
import { chooseDeliveryExtras } from './delivery-extras';
import { changeDietaryRequirements } from './dietary-requirements';
import { changeEveryWeekExtra } from './every-week-extras';
import { ADD_ON_NOT_FOUND } from '../../orders/domain/order-add-ons';
import type { AddOnReadDocument } from '../../shared/data/add-on-read-model';
import { moveDelivery } from './delivery-move';
import { skipDelivery, unskipDelivery } from './delivery-skips';
import { pauseDeliveries, resumeDeliveries } from './pause-resume';
import { changePlan } from './plan-change';
import { changeFrequency } from './frequency-change';
import { addExtraBox } from './extra-box';
import { loadPlanPriceTable } from '../../pricing/domain/plan-price-table';
import { SUBSCRIPTION_NOT_FOUND } from './subscription-change';
import type { Decision, DecisionContext } from './subscription-change';
import { viewOf } from './subscription-queries';
import type { SubscriptionView } from './subscription-queries';
import { writeSubscription } from './write-subscription';

/*
 * The customer's actions on their subscription, as the HTTP API offers them: each reads what its rule needs
 * from the read models (prices, meals), lets the rule decide, writes the change with its confirmation and
 * event, and answers the subscription as it now is with the confirmation (null when nothing changed).
 */

export interface ActionResult {
  view: SubscriptionView;
  confirmation: StoredConfirmation | null;
}

/** Who acts on which subscription, and the request that asked. */
export interface ActionTarget {
  user: AuthUser;
  subscriptionId: string;
  correlationId: string;
}

const NO_LONGER_ON_THE_MENU = 'a meal no longer on the menu';

async function act(
  deps: OrderingDeps,
  target: ActionTarget,
  rule: (current: SubscriptionDocument, context: DecisionContext) => Decision,
  meals: ReadonlyMap<string, MealReadDocument> = new Map(),
): Promise<ActionResult> {
  const priceOf = await loadPlanPriceTable(deps);
  const { subscription, confirmation } = await writeSubscription(
    deps,
    target.subscriptionId,
    target.user.id,
    target.correlationId,
    (current) =>
      rule(current, {
        now: deps.now(),
        priceOf,
        mealName: (mealId) => meals.get(mealId)?.name ?? NO_LONGER_ON_THE_MENU,
        meals,
      }),
  );
  return { view: await viewOf(deps, subscription, priceOf), confirmation };
}

export const skip = (deps: OrderingDeps, target: ActionTarget, scheduledDate: string) =>
  act(deps, target, (current, context) => skipDelivery(current, scheduledDate, context));

export const unskip = (deps: OrderingDeps, target: ActionTarget, scheduledDate: string) =>
  act(deps, target, (current, context) => unskipDelivery(current, scheduledDate, context));

/** The box's chosen meals are read first, so the rule can tell whether they are on the new week's menu. */
export async function move(deps: OrderingDeps, target: ActionTarget, scheduledDate: string, to: string) {
  const chosen = await deps.subscriptions
    .findById(objectIdOr404(target.subscriptionId, SUBSCRIPTION_NOT_FOUND))
    .select({ overrides: 1 })
    .lean<Pick<SubscriptionDocument, 'overrides'>>();
  const mealIds = (chosen?.overrides ?? []).flatMap((override) => override.items ?? []).map((i) => i.mealId);
  return act(
    deps,
    target,
    (current, context) => moveDelivery(current, scheduledDate, to, context),
    await mealsById(deps, mealIds),
  );
}

/** Each meal must exist and be available now (as for an order); the rule checks they fill the box. */
export async function chooseMeals(
  deps: OrderingDeps,
  target: ActionTarget,
  scheduledDate: string,
  requested: { meal_id: string; quantity: number }[],
): Promise<ActionResult> {
  const meals = await mealsById(
    deps,
    requested.map((item) => item.meal_id),
  );
  const problems: Record<string, string[]> = {};
  const exclusions = await exclusionsOfUser(deps, target.user.id);
  let excluded: string | null = null;
  requested.forEach((item, index) => {
    const meal = meals.get(item.meal_id);
    const allergenProblem = meal ? excludedMealProblem(meal, exclusions) : null;
    excluded ??= allergenProblem;
    const problem = mealChoiceProblem(meal) ?? allergenProblem;
    if (problem) problems[`items.${index}.meal_id`] = [problem];
  });
  // An allergen is the reason worth leading with: the customer's own choice, named.
  if (Object.keys(problems).length > 0) throw badRequest(excluded ?? 'The meals are not valid.', problems);
  const items = mergeItems(
    [],
    requested.map((item) => ({ mealId: item.meal_id, quantity: item.quantity })),
  );
  return act(
    deps,
    target,
    (current, context) => chooseDeliveryMeals(current, scheduledDate, items, context),
    meals,
  );
}

/** The plan must be one the shop prices (a meal count with a pricing row), as for a new order. */
export async function changeSubscriptionPlan(
  deps: OrderingDeps,
  target: ActionTarget,
  request: { protein_preference: ProteinPreference; meal_size: MealSize; number_of_meals: number },
): Promise<ActionResult> {
  const priced = await priceOrder(deps, target.user.id, {
    plan: { mealSize: request.meal_size, numberOfMeals: request.number_of_meals },
    discountCode: null,
    // Only whether the new plan has a price is asked here; credit is spent box by box.
    creditPence: 0,
  });
  if (priced.problems) throw badRequest('The plan is not valid.', priced.problems);
  const plan = {
    proteinPreference: request.protein_preference,
    mealSize: request.meal_size,
    numberOfMeals: request.number_of_meals,
  };
  return act(deps, target, (current, context) => changePlan(current, plan, context));
}

export const changeSubscriptionFrequency = (
  deps: OrderingDeps,
  target: ActionTarget,
  frequency: SubscriptionFrequency,
) => act(deps, target, (current, context) => changeFrequency(current, frequency, context));

/** At the plan and prices of the subscription, like any other box; the rule checks the day. */
export const addSubscriptionExtraBox = (deps: OrderingDeps, target: ActionTarget, date: string) =>
  act(deps, target, (current, context) => addExtraBox(current, date, context));

export const pause = (deps: OrderingDeps, target: ActionTarget, until: string) =>
  act(deps, target, (current, context) => pauseDeliveries(current, until, context));

export const resume = (deps: OrderingDeps, target: ActionTarget) =>
  act(deps, target, (current, context) => resumeDeliveries(current, context));

export const cancel = (deps: OrderingDeps, target: ActionTarget) =>
  act(deps, target, (current, context) => cancelSubscription(current, context));

export const setDietaryRequirements = (
  deps: OrderingDeps,
  target: ActionTarget,
  requirements: DietaryRequirement[],
) => act(deps, target, (current, context) => changeDietaryRequirements(current, requirements, context));

/**
 * An extra in every box (0 stops it): one on sale that the customer's allergen exclusions allow (stopping one is
 * always allowed). Its stock is promised box by box, when each is placed.
 */
export async function setEveryWeekExtra(
  deps: OrderingDeps,
  target: ActionTarget,
  addOnId: string,
  quantity: number,
): Promise<ActionResult> {
  const addOn = await deps.addOns.findById(addOnId).lean<AddOnReadDocument>();
  if (quantity > 0) {
    if (!addOn || addOn.deleted || addOn.status !== 'available')
      throw badRequest(ADD_ON_NOT_FOUND, { add_on: [ADD_ON_NOT_FOUND] });
    const excluded = excludedMealProblem(addOn, await exclusionsOfUser(deps, target.user.id));
    if (excluded) throw badRequest(excluded, { add_on: [excluded] });
  }
  const known = addOn ?? { _id: addOnId, name: 'An extra no longer on sale' };
  return act(deps, target, (current, context) => changeEveryWeekExtra(current, known, quantity, context));
}

/**
 * The extras of one box alone (null: back to the every-week extras). Each extra with a quantity must be on sale
 * and allowed by the customer's allergen exclusions, as for an order; a quantity of 0 leaves that extra out. The
 * rule checks the box is still open.
 */
export async function chooseBoxExtras(
  deps: OrderingDeps,
  target: ActionTarget,
  scheduledDate: string,
  requested: { add_on_id: string; quantity: number }[] | null,
): Promise<ActionResult> {
  let extras: EveryWeekExtra[] | null = null;
  if (requested !== null) {
    const wanted = requested.filter((extra) => extra.quantity > 0);
    const addOns = wanted.length
      ? await deps.addOns
          .find(trustedFilter({ _id: { $in: wanted.map((extra) => extra.add_on_id) } }))
          .lean<AddOnReadDocument[]>()
      : [];
    const byId = new Map(addOns.map((addOn) => [addOn._id, addOn]));
    const exclusions = await exclusionsOfUser(deps, target.user.id);
    const problems: Record<string, string[]> = {};
    let excluded: string | null = null;
    extras = [];
    for (const [index, extra] of requested.entries()) {
      if (extra.quantity === 0) continue;
      const addOn = byId.get(extra.add_on_id);
      if (!addOn || addOn.deleted || addOn.status !== 'available') {
        problems[`extras.${index}.add_on_id`] = [ADD_ON_NOT_FOUND];
        continue;
      }
      const allergenProblem = excludedMealProblem(addOn, exclusions);
      excluded ??= allergenProblem;
      if (allergenProblem) problems[`extras.${index}.add_on_id`] = [allergenProblem];
      else extras.push({ addOnId: addOn._id, name: addOn.name, quantity: extra.quantity });
    }
    // As for meals, an allergen is the reason worth leading with: the customer's own choice, named.
    if (Object.keys(problems).length > 0) throw badRequest(excluded ?? 'The extras are not valid.', problems);
  }
  return act(deps, target, (current, context) =>
    chooseDeliveryExtras(current, scheduledDate, extras, context),
  );
}
