import { formatDateTime, formatPrice } from '@mealbox/web-kit';
import type { Order } from '@mealbox/contracts';

/** What the order's payment card says about a payment problem: a title and its lines, most important first. */
export interface PaymentProblemNotice {
  tone: 'error' | 'warning';
  title: string;
  lines: string[];
}

/** An amount as taken: pounds the British way, any other currency plainly with its code. */
const amountTaken = (amount: string, currency: string | null): string =>
  !currency || currency.toLowerCase() === 'gbp'
    ? formatPrice(Number(amount))
    : `${amount} ${currency.toUpperCase()}`;

/**
 * Staff see why an order's payment needs them. Money taken that does not match the order (another amount or
 * currency, or a replaced checkout) leaves the order unpaid: they check it, then mark it paid (and may refund
 * it). A refused subscription-box charge says when it is tried again. Nothing once the order is paid or refunded
 * (marking it paid settles the problem).
 */
export function paymentProblemNotice(
  order: Pick<Order, 'payment_status' | 'payment_problem'>,
): PaymentProblemNotice | null {
  const problem = order.payment_problem;
  if (!problem || order.payment_status === 'refunded') return null;
  if (problem.kind === 'amount_mismatch') {
    const lines = [
      problem.paid_amount !== null
        ? `Taken: ${amountTaken(problem.paid_amount, problem.paid_currency)}`
        : null,
      problem.expected_amount !== null
        ? `Order total: ${formatPrice(Number(problem.expected_amount))}`
        : null,
      problem.at ? `Noticed: ${formatDateTime(problem.at)}` : null,
      problem.reason,
      'Check the payment with the customer and at the payment provider, then mark the order as paid (you can then issue a refund).',
    ];
    return {
      tone: 'error',
      title: 'The payment does not match the order',
      lines: lines.filter((line): line is string => line !== null),
    };
  }
  if (order.payment_status === 'completed') return null;
  return {
    tone: 'warning',
    title: 'The card charge was refused',
    lines: [
      problem.reason,
      problem.retry_at
        ? `It will be tried again on ${formatDateTime(problem.retry_at)}.`
        : 'No further attempt will be made.',
    ],
  };
}
