import { badRequest, conflict, notFound, writeDocument } from '@mealbox/platform';
import type { AuthUser } from '@mealbox/platform';
import type { OrderItemEntry } from '../../shared/data/address-and-items-schemas';
import type { OrderDocument } from '../data/order-model';
import { objectIdOr404 } from '../../shared/data/query-helpers';
import { canSee } from '../../shared/domain/access';
import { mealChoiceProblem } from '../../shared/domain/meal-choice';
import { offMenuProblem } from '../../shared/domain/menu-week';
import { excludedMealProblem } from '../../shared/domain/excluded-meals';
import { exclusionsOfUser } from '../../customers/domain/allergen-exclusions';
import { BOX_LOCKED, ITEMS_LOCKED, itemsEditable, mealLimitProblem, mergeItems } from './order-rules';
import { itemsPlanChange } from './items-plan-change';
import { largestMealCount } from '../../pricing/domain/meal-count-choices';
import { itemsPlanLimitProblem } from './plan-from-items';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';

export const ORDER_NOT_FOUND = 'Order not found.';
export const ORDER_CHANGED_ELSEWHERE = 'The order was changed at the same time elsewhere. Please try again.';

export interface AddItemResult {
  order: OrderDocument;
  item: OrderItemEntry;
}

/**
 * Adds a chosen meal to an order (POST /api/orderitems/, one call per meal); the same meal again adds to its
 * quantity. An order whose plan follows its meals takes up to the largest plan and is priced again
 * (itemsPlanChange) in the same write. The order's meals can never exceed its plan, even when requests race: writeDocument checks and
 * writes under the order's lock (this process), and the write applies only if the order still has the version and
 * meal count that were checked and is still unpaid and processing (other processes, on MongoDB).
 */
export async function addOrderItem(
  deps: OrderingDeps,
  user: AuthUser,
  request: { order_id: string; meal_id: string; quantity: number },
  correlationId: string,
): Promise<AddItemResult> {
  const _id = objectIdOr404(request.order_id, ORDER_NOT_FOUND);
  const visible = await deps.orders
    .findById(_id)
    .select({ userId: 1, deliveryDate: 1, planFollowsItems: 1 })
    .lean<Pick<OrderDocument, 'userId' | 'deliveryDate' | 'planFollowsItems'>>();
  if (!visible || !canSee(user, visible.userId)) throw notFound(ORDER_NOT_FOUND);
  const meal = await deps.meals.findById(request.meal_id).lean();
  // The day only changes before payment, like the meals; a box's order refuses both below.
  const mealProblem = mealChoiceProblem(meal) ?? (meal ? offMenuProblem(meal, visible.deliveryDate) : null);
  if (mealProblem) throw badRequest('The item is not valid.', { meal_id: [mealProblem] });
  // The box's owner's exclusions, whoever adds the meal (staff too): an allergic customer's box never gets it.
  const excluded = meal && excludedMealProblem(meal, await exclusionsOfUser(deps, visible.userId));
  if (excluded) throw badRequest(excluded, { meal_id: [excluded] });
  // Whether the plan follows the items never changes, so the largest plan can be read before the order's lock.
  const largestPlan = visible.planFollowsItems ? await largestMealCount(deps) : null;

  const written = await writeDocument<OrderDocument, OrderItemEntry | null>({
    model: deps.orders,
    id: _id,
    lock: deps.lock,
    versionField: 'version',
    decide: async (current) => {
      if (!current) throw notFound(ORDER_NOT_FOUND);
      if (current.subscriptionId) throw conflict(BOX_LOCKED);
      if (!itemsEditable(current)) throw conflict(ITEMS_LOCKED);
      const limit =
        largestPlan === null
          ? mealLimitProblem(current.numberOfMeals, current.itemCount, request.quantity)
          : itemsPlanLimitProblem(largestPlan, current.itemCount, request.quantity);
      if (limit) throw badRequest(limit, { quantity: [limit] });
      const items = mergeItems(current.items, [{ mealId: request.meal_id, quantity: request.quantity }]);
      const item = items.find((entry) => entry.mealId === request.meal_id) ?? null;
      const { set, events } =
        largestPlan === null
          ? { set: { items, itemCount: current.itemCount + request.quantity }, events: [] }
          : await itemsPlanChange(deps, current, items, { correlationId, now: deps.now });
      return {
        change: {
          set,
          events,
          // The meal count checked, and an order still open for meals, even against a writer that did not
          // move the version.
          where: { itemCount: current.itemCount, paymentStatus: 'pending', orderStatus: 'processing' },
        },
        outcome: item,
      };
    },
    now: deps.now,
    announce: (orderId) => deps.afterChange({ model: deps.orders, id: orderId }),
    conflictMessage: ORDER_CHANGED_ELSEWHERE,
  });
  if (written.status !== 'written' || !written.outcome) throw new Error('an added meal must be written');
  return { order: written.document, item: written.outcome };
}
