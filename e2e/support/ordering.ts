import { randomUUID } from 'node:crypto';
import type { Customer, DeliveryDates, Order, PriceCalculation } from '@mealbox/contracts';
import type { TokenPair } from './identity';

/** The ordering service and prices, asked directly of the gateway (what the purchase pages should show and do). */

async function call<T>(
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: T }> {
  const response = await fetch(new URL(path, baseUrl), {
    method,
    headers: {
      Accept: 'application/json',
      ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(options.token ? { Authorization: `JWT ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** POST /api/calculate-price/: the server's price for a plan. */
export async function quote(
  baseUrl: string,
  body: { meal_size: 'S' | 'L' | 'LEAN'; number_of_meals: number; discount_code?: string },
): Promise<PriceCalculation> {
  const { status, body: price } = await call<PriceCalculation>(baseUrl, 'POST', '/api/calculate-price/', {
    body,
  });
  if (status !== 200) throw new Error(`POST /api/calculate-price/ answered ${status}`);
  return price;
}

export async function deliveryDates(baseUrl: string): Promise<DeliveryDates> {
  const { status, body } = await call<DeliveryDates>(baseUrl, 'GET', '/api/orders/delivery-dates/');
  if (status !== 200) throw new Error(`GET /api/orders/delivery-dates/ answered ${status}`);
  return body;
}

export async function customerOf(baseUrl: string, tokens: TokenPair): Promise<Customer> {
  const { status, body } = await call<Customer>(baseUrl, 'GET', '/api/customers/me', {
    token: tokens.access,
  });
  if (status !== 200) throw new Error(`GET /api/customers/me answered ${status}`);
  return body;
}

export async function orderOf(
  baseUrl: string,
  tokens: TokenPair,
  id: string,
): Promise<{ status: number; order: Order }> {
  const { status, body } = await call<Order>(baseUrl, 'GET', `/api/orders/${id}/`, { token: tokens.access });
  return { status, order: body };
}

/** PATCH /api/orders/{id}/ with the caller's token (a customer's discount code, staff's payment status). */
export async function changeOrderThroughApi(
  baseUrl: string,
  token: string,
  id: string,
  change: Record<string, unknown>,
): Promise<Order> {
  const { status, body } = await call<Order>(baseUrl, 'PATCH', `/api/orders/${id}/`, { token, body: change });
  if (status !== 200) throw new Error(`PATCH /api/orders/${id}/ answered ${status}: ${JSON.stringify(body)}`);
  return body;
}

/**
 * Places an order straight through the API (for tests about the cart): adds an address, then orders the given
 * meals for the earliest day. Ordering learns meals and prices from the catalogue's events, so a stack that has
 * just started may not know them yet: the order is retried (same key) until it does, for up to 20 s.
 */
export async function placeOrderThroughApi(
  baseUrl: string,
  tokens: TokenPair,
  plan: {
    meal_size: 'S' | 'L' | 'LEAN';
    number_of_meals: number;
    items: Array<{ meal_id: string; quantity: number }>;
  },
): Promise<Order> {
  const customer = await customerOf(baseUrl, tokens);
  const address = await call<{ id: string }>(baseUrl, 'POST', '/api/customers/add_address/', {
    token: tokens.access,
    body: { address: '1 Test Street', city: 'Leeds', county: 'West Yorkshire', postcode: 'LS1 4AP' },
  });
  if (address.status !== 201 && address.status !== 200)
    throw new Error(`POST /api/customers/add_address/ answered ${address.status}`);
  const dates = await deliveryDates(baseUrl);
  const key = randomUUID();
  const deadline = Date.now() + 20_000;
  for (;;) {
    const placed = await call<Order>(baseUrl, 'POST', '/api/orders/', {
      token: tokens.access,
      headers: { 'Idempotency-Key': key },
      body: {
        customer: customer.id,
        customer_address: address.body.id,
        delivery_date: dates.earliest,
        protein_preference: 'MV',
        meal_size: plan.meal_size,
        number_of_meals: plan.number_of_meals,
        items: plan.items,
      },
    });
    if (placed.status === 201 || placed.status === 200) return placed.body;
    if (Date.now() > deadline)
      throw new Error(`POST /api/orders/ answered ${placed.status}: ${JSON.stringify(placed.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Staff move an order step by step to delivered (PATCH /api/orders/{id}/update_order_status/), as the order page does. */
export async function deliverOrderThroughApi(baseUrl: string, staffToken: string, id: string): Promise<void> {
  for (const order_status of ['preparing', 'ready', 'out_for_delivery', 'delivered']) {
    const { status, body } = await call<Order>(baseUrl, 'PATCH', `/api/orders/${id}/update_order_status/`, {
      token: staffToken,
      body: { order_status },
    });
    if (status !== 200)
      throw new Error(`moving order ${id} to ${order_status} answered ${status}: ${JSON.stringify(body)}`);
  }
}
