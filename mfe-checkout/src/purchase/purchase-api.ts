import type { Address, AddressRequest, Customer, Order, OrderCreate, OrderUpdate } from '@mealbox/contracts';
import { api, isDecimalPrice, isPriceCalculation, unexpectedAnswer } from '@mealbox/web-kit';

/**
 * The purchase steps' (and the account's addresses') calls to the ordering service (packages/contracts/src/http/ordering.ts), through the
 * gateway with the page's one session. Answers are checked by hand for the fields the pages rely on (zod would
 * ship to the browser): an answer of another shape is an error, never a page built on guesses.
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';

function isAddress(value: unknown): value is Address {
  return (
    isRecord(value) && ['id', 'address', 'city', 'county', 'postcode'].every((field) => isText(value[field]))
  );
}

function isCustomer(value: unknown): value is Customer {
  return (
    isRecord(value) &&
    isText(value.id) &&
    (value.phone_number === null || isText(value.phone_number)) &&
    Array.isArray(value.address_details) &&
    value.address_details.every(isAddress) &&
    // Absent from an ordering deployed before defaults: the first address is the default there.
    (value.default_address_id === undefined ||
      value.default_address_id === null ||
      isText(value.default_address_id))
  );
}

function isOrder(value: unknown): value is Order {
  return (
    isRecord(value) &&
    isText(value.id) &&
    isText(value.delivery_date) &&
    isText(value.payment_status) &&
    isText(value.order_status) &&
    isDecimalPrice(value.total_amount) &&
    Number.isInteger(value.number_of_meals) &&
    isPriceCalculation(value.price) &&
    isAddress(value.delivery_address) &&
    Array.isArray(value.items) &&
    value.items.every(
      (item) =>
        isRecord(item) &&
        Number.isInteger(item.quantity) &&
        isRecord(item.meal) &&
        isText(item.meal.id) &&
        isText(item.meal.name) &&
        isText(item.meal.image),
    )
  );
}

function checked<T>(path: string, guard: (value: unknown) => value is T) {
  return (data: unknown): T => {
    if (!guard(data)) throw unexpectedAnswer(path);
    return data;
  };
}

/** An answer that must be an order (every call that changes one answers the whole order). */
export const orderAnswer = (path: string) => checked(path, isOrder);

/** GET /api/customers/me: the signed-in customer, their phone number and saved addresses. */
export function fetchCustomer(signal?: AbortSignal): Promise<Customer> {
  return api.get('/api/customers/me', { signal, parse: checked('/api/customers/me', isCustomer) });
}

/** PATCH /api/customers/me/: the phone number (any usual UK way of writing it; stored in E.164). */
export function updatePhoneNumber(phone_number: string): Promise<Customer> {
  return api.patch(
    '/api/customers/me/',
    { phone_number },
    { parse: checked('/api/customers/me/', isCustomer) },
  );
}

/** POST /api/customers/add_address/: a new delivery address (the same one again answers the saved one). */
export function addAddress(address: AddressRequest): Promise<Address> {
  return api.post('/api/customers/add_address/', address, {
    parse: checked('/api/customers/add_address/', isAddress),
  });
}

const addressPath = (id: string) => `/api/customers/addresses/${encodeURIComponent(id)}/`;

/** PATCH /api/customers/addresses/{id}/: the whole address again; answers it as saved (postcode normalised). */
export function updateAddress(id: string, address: AddressRequest): Promise<Address> {
  return api.patch(addressPath(id), address, {
    parse: checked('/api/customers/addresses/{id}/', isAddress),
  });
}

/** DELETE /api/customers/addresses/{id}/ (204). Orders and the subscription keep their own copy of it. */
export function removeAddress(id: string): Promise<void> {
  return api.delete(addressPath(id));
}

/** POST /api/customers/addresses/{id}/default/: answers the customer with its new `default_address_id`. */
export function makeDefaultAddress(id: string): Promise<Customer> {
  return api.post(`${addressPath(id)}default/`, undefined, {
    parse: checked('/api/customers/addresses/{id}/default/', isCustomer),
  });
}

/** GET /api/orders/delivery-dates/ (web-kit's, shared with the menu): the days an order placed now can come. */
export { fetchDeliveryDates } from '@mealbox/web-kit';

/** What the purchase sends to place an order: one request with the plan and the chosen meals. */
export type OrderRequest = Required<Pick<OrderCreate, 'items'>> &
  Omit<OrderCreate, 'items' | 'discount_code'> & { discount_code: string | null };

/**
 * POST /api/orders/ with an Idempotency-Key: the same key and body answer the first order again, so a double
 * click or a retry after a lost answer never places two.
 */
export function createOrder(request: OrderRequest, idempotencyKey: string): Promise<Order> {
  return api.post('/api/orders/', request, {
    headers: { 'Idempotency-Key': idempotencyKey },
    parse: checked('/api/orders/', isOrder),
  });
}

const orderPath = (id: string) => `/api/orders/${encodeURIComponent(id)}/`;

/** GET /api/orders/{id}/: the customer's own order (another's answers 404). */
export function fetchOrder(id: string, signal?: AbortSignal): Promise<Order> {
  return api.get(orderPath(id), { signal, parse: checked('/api/orders/{id}/', isOrder) });
}

/** PATCH /api/orders/{id}/: delivery date, discount code, or the total confirmed before paying. */
export function updateOrder(id: string, patch: OrderUpdate): Promise<Order> {
  return api.patch(orderPath(id), patch, { parse: checked('/api/orders/{id}/', isOrder) });
}

export interface CheckoutSession {
  checkout_url: string;
}

function isCheckoutSession(value: unknown): value is CheckoutSession {
  return isRecord(value) && isText(value.checkout_url) && /^(https?:\/\/|\/)/.test(value.checkout_url);
}

/**
 * POST /api/create-checkout-session/ (spec section 7): the payment provider's hosted page for the order. The
 * amount is in pence, as the spec asks; the payment service checks it against the order.
 */
export function createCheckoutSession(request: {
  amount: number;
  product_name: string;
  order_id: string;
}): Promise<CheckoutSession> {
  return api.post('/api/create-checkout-session/', request, {
    parse: checked('/api/create-checkout-session/', isCheckoutSession),
  });
}
