import { penceToDecimal } from '@mealbox/contracts';
import type { OrderStatus, PaymentStatus, PriceQuote } from '@mealbox/contracts';
import { badRequest, conflict, forbidden } from '@mealbox/platform';
import type { AuthUser } from '@mealbox/platform';
import type { OrderDocument } from '../data/order-model';
import { objectIdOr404 } from '../../shared/data/query-helpers';
import {
  orderPaymentStatusChangedEntry,
  orderRescheduledEntry,
  refundRequestedEntry,
} from '../events/order-events';
import { isAdmin } from '../../shared/domain/access';
import { deliveryDateProblem } from '../../calendar/domain/delivery-window';
import { londonDate } from '@mealbox/contracts/london-calendar';
import { mealsById } from '../../shared/domain/meal-choice';
import { mealsOffMenu, menuWeekWords, namesAre } from '../../shared/domain/menu-week';
import { withConfirmation } from './order-confirmation';
import { statusMove } from './order-progress';
import { ORDER_NOT_FOUND } from './order-items';
import { refuseSpentFirstBoxCode } from './first-box-code';
import { repricedEntry } from './repriced-entry';
import { giveBackExtrasOf } from './order-add-ons';
import { codeOrNull } from '../../pricing/domain/customer-discount';
import { mealCountProblem } from '../../pricing/domain/meal-count-choices';
import { discountCodeOf } from '../../pricing/domain/order-quote';
import { priceOrder } from '../../pricing/domain/price-order';
import { BOX_LOCKED, orderStatusTransition, paymentStatusTransition } from './order-rules';
import { orderTermsEditable } from '@mealbox/contracts';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';
import { writeOrder } from './write-order';
import { commitOrderCredit, creditAvailableTo } from './order-credit';
import { payWithCredit } from './paid-by-credit';
import { returnSpentCredit } from '../../credit/domain';
import { decideWholeRefund } from '../../refunds/domain/whole-refund';
import type { OrderChange } from './write-order';

/** PATCH /api/orders/{id}/, parsed: each field optional. */
export interface OrderPatch {
  total_amount?: number | undefined;
  delivery_date?: string | undefined;
  discount_code?: string | null | undefined;
  payment_status?: PaymentStatus | undefined;
}

const TERMS_LOCKED =
  'The delivery date and discount code can only change while the order is unpaid and processing.';

/**
 * The owner (or an admin) changes an order. `total_amount` is checked against the server's total after the
 * other changes, and never written: a different figure is a 409 naming the right one, and so is a first-box
 * code once the customer has paid for another box (the cart confirms the total just before paying). An order
 * whose plan follows its meals and whose meals add up to no plan has no total: a 400 names the plans' counts.
 * `delivery_date` (same window as a new order) and `discount_code` (re-priced at the order's prices) change
 * only while unpaid; `payment_status` is for admins, along the allowed moves, except that 'refunded' is not set
 * here: it asks the payment service for the refund (RefundRequested, answered `refundRequested: true`), and the
 * order becomes refunded when the payment service reports it done. All of it, and an event per change, is one
 * write applied only to the version read; asking for what the order already is changes nothing.
 */
export async function updateOrder(
  deps: OrderingDeps,
  user: AuthUser,
  id: string,
  patch: OrderPatch,
  correlationId: string,
): Promise<{ order: OrderDocument; refundRequested: boolean }> {
  const _id = objectIdOr404(id, ORDER_NOT_FOUND);
  let refundRequested = false;
  const order = await writeOrder(
    deps,
    _id.toHexString(),
    { user },
    correlationId,
    async (current, context) => {
      if (patch.payment_status !== undefined && !isAdmin(user)) {
        throw forbidden('Only staff can change the payment status.');
      }
      const change: OrderChange = { set: {}, events: [] };
      const problems: Record<string, string[]> = {};
      const at = deps.now();

      if (patch.delivery_date !== undefined && patch.delivery_date !== current.deliveryDate) {
        if (current.subscriptionId) throw conflict(BOX_LOCKED);
        if (!orderTermsEditable(current.paymentStatus, current.orderStatus)) throw conflict(TERMS_LOCKED);
        const problem =
          deliveryDateProblem(patch.delivery_date, londonDate(at)) ??
          (await offMenuOnNewDay(deps, current, patch.delivery_date));
        if (problem) problems.delivery_date = [problem];
        change.set.deliveryDate = patch.delivery_date;
        change.events.push(
          orderRescheduledEntry(
            current,
            { from: current.deliveryDate, to: patch.delivery_date, at },
            context,
          ),
        );
      }

      let price: PriceQuote = current.price;
      const code = patch.discount_code === undefined ? undefined : codeOrNull(patch.discount_code);
      if (code !== undefined && code !== discountCodeOf(current.price)) {
        if (current.subscriptionId) throw conflict(BOX_LOCKED);
        if (!orderTermsEditable(current.paymentStatus, current.orderStatus)) throw conflict(TERMS_LOCKED);
        // The order keeps the prices it was placed at; only the code changes. A plan that follows its meals may
        // have no price yet to keep.
        const priced = await priceOrder(deps, current.userId, {
          plan: current,
          discountCode: code,
          current: current.price,
          unpricedUntilAPlan: current.planFollowsItems === true,
          creditPence: await creditAvailableTo(deps, {
            customerId: current.customerId,
            orderId: current._id.toHexString(),
          }),
        });
        if (priced.problems) Object.assign(problems, priced.problems);
        else {
          price = priced.quote;
          change.set.price = price;
          change.events.push(repricedEntry(current, priced, code, at, context));
        }
      }
      if (Object.keys(problems).length > 0) throw badRequest('The change is not valid.', problems);

      if (patch.payment_status !== undefined) {
        const move = paymentStatusTransition(current.paymentStatus, patch.payment_status);
        if (move.kind === 'refused') throw conflict(move.message);
        if (move.kind === 'move' && patch.payment_status === 'refunded') {
          // Money goes back only through the payment service: ask it for what is left after any partial refunds,
          // and let its PaymentRefunded mark the order refunded once the provider has the refund. Asking again
          // (a refund the provider refused) asks again; while one is on its way a second click asks nothing.
          refundRequested = true;
          const whole = decideWholeRefund(current, user.id, at);
          if (whole.kind === 'request') {
            change.set.refundRequestedAt = at;
            change.set.refunds = whole.refunds;
            change.events.push(
              refundRequestedEntry(
                current,
                {
                  amountPence: whole.refund.amountPence,
                  refundId: whole.refund.id,
                  requestedBy: user.id,
                  at,
                },
                context,
              ),
            );
          }
        } else if (move.kind === 'move') {
          change.set.paymentStatus = patch.payment_status;
          // Staff marking it paid settles whatever was wrong with the payment (a refused charge, a mismatch).
          if (patch.payment_status === 'completed') change.set.paymentProblem = null;
          change.events.push(
            orderPaymentStatusChangedEntry(
              current,
              { from: current.paymentStatus, to: patch.payment_status, at },
              context,
            ),
          );
        }
      }

      // An order whose meals add up to no plan has no total to confirm: say which counts there are plans for.
      if (patch.total_amount !== undefined && current.planFollowsItems) {
        const problem = await mealCountProblem(deps, current.numberOfMeals);
        if (problem) throw badRequest('The order is not valid.', { number_of_meals: [problem] });
      }
      if (patch.total_amount !== undefined && patch.total_amount !== price.totalPence) {
        throw conflict(`The total does not match the order: it is £${penceToDecimal(price.totalPence)}.`);
      }
      // The total confirmed is the cart's Proceed To Payment: the last word on the price before paying.
      if (
        patch.total_amount !== undefined &&
        orderTermsEditable(current.paymentStatus, current.orderStatus)
      ) {
        await refuseSpentFirstBoxCode(deps, { userId: current.userId, price });
      }
      return withConfirmation(deps, current, change, context);
    },
  );
  if (patch.total_amount === undefined || !orderTermsEditable(order.paymentStatus, order.orderStatus))
    return { order, refundRequested };
  // Confirmed for payment: the credit it spends is taken from the ledger now. If another order took that credit
  // first, the order is priced again and the customer is shown the new total before anything is paid.
  const committed = await commitOrderCredit(deps, order, user.id, correlationId);
  if (committed.price.totalPence !== patch.total_amount) {
    throw conflict(
      `Your account credit changed, so the total is now £${penceToDecimal(committed.price.totalPence)}.`,
    );
  }
  return { order: await payWithCredit(deps, committed, correlationId), refundRequested };
}

/**
 * Staff move an order along its statuses (spec section 4), announcing OrderStatusChanged. Any other request,
 * the status it already has included, is a 409 with the reason.
 */
export async function updateOrderStatus(
  deps: OrderingDeps,
  user: AuthUser,
  id: string,
  to: OrderStatus,
  correlationId: string,
): Promise<OrderDocument> {
  const _id = objectIdOr404(id, ORDER_NOT_FOUND);
  let from: OrderStatus | null = null;
  const order = await writeOrder(
    deps,
    _id.toHexString(),
    { user },
    correlationId,
    async (current, context) => {
      const move = orderStatusTransition(current.orderStatus, to);
      if (move.kind === 'refused') throw conflict(move.message);
      from = current.orderStatus;
      return statusMove(current, to, { by: 'staff', at: deps.now() }, context);
    },
  );
  // A cancelled box gives its extras back to the week's stock (after the write: a crash between undersells).
  if (to === 'cancelled' && from !== 'cancelled') {
    await giveBackExtrasOf(deps, order);
    // An unpaid order's committed credit goes back to the customer (a paid one's comes back with its refund).
    if (order.paymentStatus !== 'completed')
      await returnSpentCredit(deps, { orderId: order._id.toHexString(), by: user.id, correlationId });
  }
  return order;
}

/**
 * Why an order cannot move to `to`: meals it holds rest in that week's menu, and the kitchen cooks the week's
 * menu only. Null when every meal is on it (always, within the same week).
 */
async function offMenuOnNewDay(
  deps: OrderingDeps,
  current: Pick<OrderDocument, 'items' | 'deliveryDate'>,
  to: string,
): Promise<string | null> {
  const meals = await mealsById(
    deps,
    current.items.map((item) => item.mealId),
  );
  const names = mealsOffMenu(current.items, to, meals);
  if (names.length === 0) return null;
  return `${namesAre(names)} not on the menu for ${menuWeekWords(to)}. Choose a day in ${menuWeekWords(current.deliveryDate)}, when your meals are on the menu.`;
}
