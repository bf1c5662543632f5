import type { OrderList } from '@mealbox/contracts';
import { api, unexpectedAnswer } from '@mealbox/web-kit';
import { isOrderList } from './order-list-answer';

const ORDERS = '/api/orders/';

/**
 * GET /api/orders/?page=&page_size=: one page of the signed-in customer's own orders, newest first (ordering's
 * `listOwnOrders`; packages/contracts/src/http/ordering.ts `OrderList`), through the page's one session.
 */
export function fetchOwnOrders(page: number, pageSize: number, signal?: AbortSignal): Promise<OrderList> {
  return api.get(ORDERS, {
    query: { page, page_size: pageSize },
    signal,
    parse: (data: unknown) => {
      if (!isOrderList(data)) throw unexpectedAnswer(ORDERS);
      return data;
    },
  });
}
