import type { OrderPaymentTerms } from '@mealbox/contracts';
import { notFound } from '@mealbox/platform';
import type { AuthUser } from '@mealbox/platform';
import type { OrderDocument } from '../data/order-model';
import type { DiscountCodeReadDocument } from '../../shared/data/pricing-read-models';
import { objectIdOr404 } from '../../shared/data/query-helpers';
import { canSee } from '../../shared/domain/access';
import { discountCodeOf } from '../../pricing/domain/order-quote';
import { ORDER_NOT_FOUND } from './order-items';
import type { OrderingDeps } from '../../shared/domain/ordering-deps';

const TERMS_FIELDS = {
  userId: 1,
  paymentStatus: 1,
  'price.totalPence': 1,
  'price.lines': 1,
  updatedAt: 1,
};

/**
 * What a checkout needs of an order, for its owner (or staff), as payment asks for it when its event-fed view
 * has not caught up. The first-box-only flag is read from the code's current terms, as the events computed it
 * when the order was priced.
 */
export async function orderPaymentTerms(
  deps: Pick<OrderingDeps, 'orders' | 'discountCodes'>,
  user: AuthUser,
  id: string,
): Promise<OrderPaymentTerms> {
  const _id = objectIdOr404(id, ORDER_NOT_FOUND);
  const order = await deps.orders.findById(_id).select(TERMS_FIELDS).lean<OrderDocument>();
  if (!order || !canSee(user, order.userId)) throw notFound(ORDER_NOT_FOUND);
  const code = discountCodeOf(order.price);
  const terms = code
    ? await deps.discountCodes.findById(code).select({ firstOrderOnly: 1 }).lean<DiscountCodeReadDocument>()
    : null;
  return {
    order_id: order._id.toHexString(),
    user_id: order.userId,
    total_pence: order.price.totalPence,
    payment_status: order.paymentStatus,
    first_box_only_code: terms?.firstOrderOnly ? code : null,
    as_of: order.updatedAt.toISOString(),
  };
}
