import { randomUUID } from 'node:crypto';
import { conflict, notFound } from '@mealbox/platform';
import type { AuthUser } from '@mealbox/platform';
import type { CreditGrantReason } from '@mealbox/contracts';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';
import { objectIdOr404 } from '../../shared/data/query-helpers';
import { ORDER_NOT_FOUND } from '../../orders/domain/order-items';
import { grantCredit } from './credit-account';
import type { GrantOutcome } from './credit-account';
import type { CreditDeps } from './credit-deps';
import { grantEntryId } from './entry-keys';

/** POST /api/admin/orders/{id}/credit/, parsed. */
export interface OrderCreditGrant {
  orderId: string;
  amountPence: number;
  reason: CreditGrantReason;
  note: string;
  /** The request's Idempotency-Key; without one the grant is made once for this request only. */
  idempotencyKey: string | undefined;
}

export const KEY_USED_FOR_ANOTHER_GRANT = 'This Idempotency-Key was already used for a different grant.';

/**
 * Staff grant credit from an order's page, to that order's customer (a damaged meal, a late box, goodwill). A
 * retry with the same Idempotency-Key grants once and answers the first grant; the same key with another amount,
 * reason, note or order is a 409, since it cannot be the same grant.
 */
export async function grantCreditOnOrder(
  deps: CreditDeps & Pick<OrderingDeps, 'orders'>,
  staff: AuthUser,
  grant: OrderCreditGrant,
  correlationId: string,
): Promise<{ outcome: GrantOutcome; customerId: string }> {
  const _id = objectIdOr404(grant.orderId, ORDER_NOT_FOUND);
  const order = await deps.orders
    .findById(_id)
    .select({ customerId: 1, userId: 1 })
    .lean<{ customerId: string; userId: string }>();
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const orderId = _id.toHexString();
  const outcome = await grantCredit(deps, {
    entryId: grantEntryId(grant.idempotencyKey ?? randomUUID()),
    customerId: order.customerId,
    userId: order.userId,
    amountPence: grant.amountPence,
    reason: grant.reason,
    note: grant.note,
    by: staff.id,
    orderId,
    refundId: null,
    correlationId,
  });
  const { entry } = outcome;
  const sameGrant =
    entry.orderId === orderId &&
    entry.amountPence === grant.amountPence &&
    entry.reason === grant.reason &&
    entry.note === grant.note;
  if (!sameGrant) throw conflict(KEY_USED_FOR_ANOTHER_GRANT);
  return { outcome, customerId: order.customerId };
}
