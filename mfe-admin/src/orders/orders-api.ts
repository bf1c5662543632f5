import type { Customer, Order, OrderList, OrderStatus, PaymentStatus } from '@mealbox/contracts';
import { ApiError, api } from '@mealbox/web-kit';
import { ordersApiQuery, ordersFilterQuery, type OrdersQuery } from './orders-query';

const REPORT = '/api/admin/orders/';
const orderPath = (id: string) => `/api/orders/${encodeURIComponent(id)}/`;

/** A page of the order report (GET /api/admin/orders/?status=&start_date=&end_date=&search=&page=&page_size=). */
export async function fetchOrderReport(query: OrdersQuery, signal: AbortSignal): Promise<OrderList> {
  const answer = await api.get<OrderList>(REPORT, { query: ordersApiQuery(query), signal });
  if (!Array.isArray(answer?.orders) || !answer.pagination) throw unexpected(REPORT);
  return answer;
}

/**
 * The report with its current filters as CSV (GET /api/admin/orders/export.csv?status=&start_date=&end_date=&search=).
 * Read whole, through the session's client, because the API takes the token in a header a plain link cannot send.
 */
export async function fetchOrderReportCsv(query: OrdersQuery): Promise<string> {
  const path = `${REPORT}export.csv`;
  const answer = await api.get<string>(path, {
    query: ordersFilterQuery(query),
    headers: { Accept: 'text/csv' },
  });
  if (typeof answer !== 'string') throw unexpected(path);
  return answer;
}

/** One order with its items, address and price breakdown (GET /api/orders/{id}/; admins may read any). */
export async function fetchOrder(id: string, signal?: AbortSignal): Promise<Order> {
  const path = orderPath(id);
  const answer = await api.get<Order>(path, signal ? { signal } : {});
  if (!answer?.id || !Array.isArray(answer.items)) throw unexpected(path);
  return answer;
}

/** The order's customer, for the phone number (GET /api/customers/{id}/; admins may read any). */
export function fetchCustomer(id: string, signal: AbortSignal): Promise<Customer> {
  return api.get<Customer>(`/api/customers/${encodeURIComponent(id)}/`, { signal });
}

/** PATCH /api/orders/{id}/update_order_status/: one step forward, or cancelled. Answers the order. */
export function updateOrderStatus(id: string, orderStatus: OrderStatus): Promise<Order> {
  return api.patch<Order>(`${orderPath(id)}update_order_status/`, { order_status: orderStatus });
}

/**
 * PATCH /api/orders/{id}/ with a payment status. 'refunded' answers 202 with the order still paid: the payment
 * service makes the refund, and the order reads 'refunded' once the provider has it.
 */
export function updatePaymentStatus(id: string, paymentStatus: PaymentStatus): Promise<Order> {
  return api.patch<Order>(orderPath(id), { payment_status: paymentStatus });
}

function unexpected(path: string): ApiError {
  return new ApiError({
    type: 'about:blank',
    title: 'Unexpected response',
    status: 502,
    detail: `from ${path}`,
  });
}
