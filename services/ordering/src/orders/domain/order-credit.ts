import { creditSpentPence } from '@mealbox/contracts';
import type { OrderDocument } from '../data/order-model';
import { creditBalancePence, creditSpentOn, returnSpentCredit, spendCredit } from '../../credit/domain';
import type { CreditDeps } from '../../credit/domain';
import { MAX_CONCURRENT_RETRIES, notFound, writeDocument } from '@mealbox/platform';
import { discountCodeOf } from '../../pricing/domain/order-quote';
import { priceOrder } from '../../pricing/domain/price-order';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';
import { ORDER_CHANGED_ELSEWHERE, ORDER_NOT_FOUND } from './order-items';
import { repricedEntry } from './repriced-entry';

/*
 * Account credit on an order. The order's quote carries a `credit` line of what it may spend (never more than its
 * total); the ledger is made to agree with that line when the order is committed for payment (the cart's
 * Proceed To Payment, or a subscription box being placed), never earlier, so an order left unpaid holds no one's
 * credit. Each settling is keyed by the order's version, so a retry records nothing twice.
 */

/** What this order may spend: the customer's balance, plus what the order itself has already spent. */
export async function creditAvailableTo(
  deps: CreditDeps,
  order: { customerId: string; orderId: string | null },
): Promise<number> {
  const [balance, spent] = await Promise.all([
    creditBalancePence(deps, order.customerId),
    order.orderId ? creditSpentOn(deps, order.orderId) : Promise.resolve(0),
  ]);
  return balance + spent;
}

/**
 * `settled`: the ledger now holds exactly the order's credit line as spent on it; `short`: the balance no longer
 * covers the line (another order took the credit meanwhile) and nothing was spent, so the order must be priced
 * again with what is left.
 */
export type CreditSettlement = { status: 'settled' } | { status: 'short' };

/** Makes the ledger agree with the order's credit line (spends it, or gives back a spend the line no longer has). */
export async function settleOrderCredit(
  deps: CreditDeps,
  order: Pick<OrderDocument, '_id' | 'customerId' | 'userId' | 'price' | 'version'>,
  by: string,
): Promise<CreditSettlement> {
  const orderId = order._id.toHexString();
  const line = creditSpentPence(order.price.lines);
  const spent = await creditSpentOn(deps, orderId);
  if (line === spent) return { status: 'settled' };
  // A changed line: what the order spent before comes back first, then the new line is spent whole.
  if (spent > 0) await returnSpentCredit(deps, { orderId, by });
  if (line === 0) return { status: 'settled' };
  const outcome = await spendCredit(deps, {
    customerId: order.customerId,
    userId: order.userId,
    orderId,
    amountPence: line,
    key: `v${order.version}`,
  });
  return outcome.status === 'not enough credit' ? { status: 'short' } : { status: 'settled' };
}

/**
 * Commits an order's credit for payment: settles the ledger with its credit line; when the balance fell short
 * (another order spent it first), prices the order again with the credit that is left (OrderRepriced, so payment
 * asks for the new total) and settles that. Answers the order as it now stands.
 */
export async function commitOrderCredit(
  deps: OrderingDeps,
  order: OrderDocument,
  by: string,
  correlationId: string,
): Promise<OrderDocument> {
  let current = order;
  for (let attempt = 0; attempt < MAX_CONCURRENT_RETRIES; attempt++) {
    if ((await settleOrderCredit(deps, current, by)).status === 'settled') return current;
    current = await repriceWithCreditLeft(deps, current._id.toHexString(), correlationId);
  }
  throw new Error(`the credit of order ${order._id.toHexString()} could not be settled`);
}

/** The order priced again with the credit available to it now (its other lines as they are). */
async function repriceWithCreditLeft(
  deps: OrderingDeps,
  orderId: string,
  correlationId: string,
): Promise<OrderDocument> {
  const written = await writeDocument<OrderDocument, null>({
    model: deps.orders,
    id: orderId,
    lock: deps.lock,
    versionField: 'version',
    decide: async (current) => {
      if (!current) throw notFound(ORDER_NOT_FOUND);
      // A paid order's price is what was paid; only an unpaid one is priced again.
      if (current.paymentStatus === 'completed' || current.paymentStatus === 'refunded')
        throw new Error(`order ${orderId} was paid before its credit was settled`);
      const code = discountCodeOf(current.price);
      const priced = await priceOrder(deps, current.userId, {
        plan: current,
        discountCode: code,
        current: current.price,
        unpricedUntilAPlan: current.planFollowsItems === true,
        creditPence: await creditAvailableTo(deps, { customerId: current.customerId, orderId }),
      });
      if (priced.problems) throw new Error(`order ${orderId} can no longer be priced`);
      const context = { correlationId, now: deps.now };
      return {
        change: {
          set: { price: priced.quote },
          events: [repricedEntry(current, priced, code, deps.now(), context)],
        },
        outcome: null,
      };
    },
    now: deps.now,
    announce: (id) => deps.afterChange({ model: deps.orders, id }),
    conflictMessage: ORDER_CHANGED_ELSEWHERE,
  });
  if (!written.document) throw notFound(ORDER_NOT_FOUND);
  return written.document;
}
