import { chargeLine } from '@mealbox/contracts';
import type { PriceLine } from '@mealbox/contracts';
import { badRequest, conflict, notFound, writeDocument } from '@mealbox/platform';
import type { AuthUser } from '@mealbox/platform';
import type { AddOnReadDocument } from '../../shared/data/add-on-read-model';
import type { OrderDocument } from '../data/order-model';
import { objectIdOr404 } from '../../shared/data/query-helpers';
import { canSee } from '../../shared/domain/access';
import { excludedMealProblem } from '../../shared/domain/excluded-meals';
import { exclusionsOfUser } from '../../customers/domain/allergen-exclusions';
import { addOnLinesOf, discountCodeOf } from '../../pricing/domain/order-quote';
import { priceOrder } from '../../pricing/domain/price-order';
import { BOX_LOCKED, itemsEditable } from './order-rules';
import { ORDER_CHANGED_ELSEWHERE, ORDER_NOT_FOUND } from './order-items';
import { addOnStockLeft, giveBackAddOnStock, takeAddOnStock } from './add-on-stock';
import { repricedEntry } from './repriced-entry';
import { creditAvailableTo } from './order-credit';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';

/** The most of one extra a box takes. */
export const MAX_ADD_ON_QUANTITY = 10;
export const ADD_ON_NOT_FOUND = 'That extra is not on sale.';
export const EXTRAS_LOCKED = 'Extras can only be changed while the order is unpaid and still processing.';

/**
 * Sets how many of an extra an order holds (PUT /api/orders/{id}/add-ons/{addOnId}/; 0 takes it out): a line on
 * the order at the extra's price now, charged with the box. An order keeps the price an extra was added at while
 * its quantity stays; a new quantity is priced now. The owner's allergen exclusions apply as to meals, and an
 * extra with a weekly stock is promised for the delivery week before the order takes it (given back if the order
 * takes fewer, or the write fails). The order and its OrderRepriced are one version-guarded write.
 */
export async function setOrderAddOn(
  deps: OrderingDeps,
  user: AuthUser,
  request: { orderId: string; addOnId: string; quantity: number },
  correlationId: string,
): Promise<OrderDocument> {
  const _id = objectIdOr404(request.orderId, ORDER_NOT_FOUND);
  if (!Number.isInteger(request.quantity) || request.quantity < 0 || request.quantity > MAX_ADD_ON_QUANTITY) {
    const message = `Choose between 0 and ${MAX_ADD_ON_QUANTITY}.`;
    throw badRequest(message, { quantity: [message] });
  }
  const visible = await deps.orders
    .findById(_id)
    .select({ userId: 1, deliveryDate: 1, price: 1 })
    .lean<Pick<OrderDocument, 'userId' | 'deliveryDate' | 'price'>>();
  if (!visible || !canSee(user, visible.userId)) throw notFound(ORDER_NOT_FOUND);
  const addOn = await deps.addOns.findById(request.addOnId).lean<AddOnReadDocument>();
  const held = heldQuantity(visible.price.lines, request.addOnId);
  if (request.quantity > 0) {
    if (!addOn || addOn.deleted || addOn.status !== 'available')
      throw badRequest(ADD_ON_NOT_FOUND, { add_on: [ADD_ON_NOT_FOUND] });
    const excluded = excludedMealProblem(addOn, await exclusionsOfUser(deps, visible.userId));
    if (excluded) throw badRequest(excluded, { add_on: [excluded] });
  }

  // Promise the extra stock the change needs before the order takes it.
  const more = request.quantity - held;
  const stockPerWeek = addOn?.stockPerWeek ?? null;
  const stocked = stockPerWeek !== null && more > 0;
  const stockRequest = { addOnId: request.addOnId, deliveryDay: visible.deliveryDate, quantity: more };
  if (stocked && !(await takeAddOnStock(deps.addOnStock, { ...stockRequest, stockPerWeek }))) {
    const left = await addOnStockLeft(deps.addOnStock, { ...stockRequest, stockPerWeek });
    const message =
      left === 0
        ? `${addOn?.name} has sold out for that week.`
        : `Only ${left} more ${addOn?.name} left for that week.`;
    throw conflict(message);
  }

  let written;
  try {
    written = await writeDocument<OrderDocument, number>({
      model: deps.orders,
      id: _id,
      lock: deps.lock,
      versionField: 'version',
      decide: async (current) => {
        if (!current) throw notFound(ORDER_NOT_FOUND);
        if (current.subscriptionId) throw conflict(BOX_LOCKED);
        if (!itemsEditable(current)) throw conflict(EXTRAS_LOCKED);
        const before = heldQuantity(current.price.lines, request.addOnId);
        if (stocked && before !== held) throw conflict(ORDER_CHANGED_ELSEWHERE);
        const addOns = withAddOn(addOnLinesOf(current.price), request, addOn);
        const code = discountCodeOf(current.price);
        const priced = await priceOrder(deps, current.userId, {
          plan: current,
          discountCode: code,
          current: current.price,
          addOns,
          unpricedUntilAPlan: current.planFollowsItems === true,
          creditPence: await creditAvailableTo(deps, {
            customerId: current.customerId,
            orderId: current._id.toHexString(),
          }),
        });
        if (priced.problems) throw badRequest('The order is not valid.', priced.problems);
        const context = { correlationId, now: deps.now };
        const events =
          priced.quote.totalPence === current.price.totalPence
            ? []
            : [repricedEntry(current, priced, code, deps.now(), context)];
        return {
          change: {
            set: { price: priced.quote },
            events,
            where: { paymentStatus: 'pending', orderStatus: 'processing' },
          },
          outcome: before,
        };
      },
      now: deps.now,
      announce: (orderId) => deps.afterChange({ model: deps.orders, id: orderId }),
      conflictMessage: ORDER_CHANGED_ELSEWHERE,
    });
  } catch (error) {
    // The order did not take what was promised for it.
    if (stocked) await giveBackAddOnStock(deps.addOnStock, stockRequest);
    throw error;
  }
  if (written.status !== 'written') throw new Error('an extra must be written');
  // Fewer than before: the week's stock gets the difference back.
  if (stockPerWeek !== null && more < 0)
    await giveBackAddOnStock(deps.addOnStock, { ...stockRequest, quantity: -more });
  return written.document;
}

/** How many of an extra the lines hold. */
function heldQuantity(lines: readonly PriceLine[], addOnId: string): number {
  return lines.find((line) => line.kind === 'add_on' && line.ref === addOnId)?.quantity ?? 0;
}

/**
 * The extras with this one at its new quantity: an unchanged quantity keeps its line (and the price it was added
 * at), a new one is priced now, 0 removes it. Extras keep the order they were added in.
 */
function withAddOn(
  lines: readonly PriceLine[],
  request: { addOnId: string; quantity: number },
  addOn: AddOnReadDocument | null,
): PriceLine[] {
  const held = lines.find((line) => line.ref === request.addOnId);
  if (held && held.quantity === request.quantity) return [...lines];
  const others = lines.filter((line) => line.ref !== request.addOnId);
  if (request.quantity === 0 || !addOn) return others;
  const line = chargeLine('add_on', addOn.name, request.quantity, addOn.pricePence, request.addOnId);
  if (!held) return [...others, line];
  return lines.map((each) => (each.ref === request.addOnId ? line : each));
}

/** Gives back to its delivery week every extra among these lines that has a weekly stock. */
export async function giveBackExtras(
  deps: Pick<OrderingDeps, 'addOns' | 'addOnStock'>,
  lines: readonly PriceLine[],
  deliveryDay: string,
): Promise<void> {
  for (const line of lines) {
    if (line.kind !== 'add_on' || !line.ref) continue;
    const addOn = await deps.addOns.findById(line.ref).lean<AddOnReadDocument>();
    if (addOn?.stockPerWeek == null) continue;
    await giveBackAddOnStock(deps.addOnStock, { addOnId: line.ref, deliveryDay, quantity: line.quantity });
  }
}

/** Gives every extra of a cancelled order back to its delivery week. */
export const giveBackExtrasOf = (
  deps: Pick<OrderingDeps, 'addOns' | 'addOnStock'>,
  order: Pick<OrderDocument, 'price' | 'deliveryDate'>,
) => giveBackExtras(deps, order.price.lines, order.deliveryDate);
