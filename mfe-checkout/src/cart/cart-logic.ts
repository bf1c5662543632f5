import type { Order } from '@mealbox/contracts';
import { orderTermsEditable } from '@mealbox/contracts/order-terms';
import { decimalToPence, describeError, isApiError } from '@mealbox/web-kit';

/** What the payment provider is asked to take: the total in pence (spec section 7), from the exact decimal. */
export const toPence = decimalToPence;

/** A line for an order that can no longer be paid or changed here; null when it can. */
export function orderStateNote(order: Pick<Order, 'payment_status' | 'order_status'>): string | null {
  if (order.order_status === 'cancelled') return 'This order was cancelled.';
  if (order.payment_status === 'completed') return 'This order is paid. Thank you!';
  if (order.payment_status === 'refunded') return 'This order was refunded.';
  if (!orderTermsEditable(order.payment_status, order.order_status))
    return 'This order is being prepared, so it can no longer be changed here.';
  return null;
}

/**
 * What the customer reads when Proceed To Payment fails (the spec only logs it; we say what happened and that
 * the order is safe). A total that changed meanwhile (409) says so, in the server's words. A code the order can
 * no longer be paid with (a first-box code once another box is paid) is the server's words alone: they say to
 * remove the code, and pressing again as it is would only be refused again.
 */
export function paymentProblem(error: unknown): string {
  if (isApiError(error)) {
    const codeRefused = error.fieldErrors.discount_code;
    if (error.status === 409 && codeRefused && codeRefused.length > 0) return codeRefused.join(' ');
    if (error.status === 409 && error.detail)
      return `${error.detail} Please check your order and press Proceed To Payment again.`;
    if (error.status === 0) return describeError(error);
    if (error.status === 401)
      return 'For your security, your session has ended. Please log in again to pay for your order.';
  }
  return 'We couldn’t start the payment just now. Your order is saved: please try again in a moment.';
}

/** What the delivery day box says when the new day was refused: the server's words for the field, if any. */
export function deliveryDateProblem(error: unknown): string {
  if (isApiError(error)) {
    const messages = error.fieldErrors.delivery_date;
    if (error.status === 400 && messages && messages.length > 0) return messages.join(' ');
    if (error.status === 409 && error.detail) return error.detail;
  }
  return describeError(error);
}

/** What the discount box says when a code was refused: the server's message for the code, if any. */
export function discountProblem(error: unknown): string {
  if (isApiError(error)) {
    const messages = error.fieldErrors.discount_code;
    if (error.status === 400 && messages && messages.length > 0) return messages.join(' ');
    if (error.status === 409 && error.detail) return error.detail;
  }
  return describeError(error);
}
