import { describeError, isApiError } from '@mealbox/web-kit';

/** What the customer can do about an order that was not placed. */
export type OrderRemedy =
  /** Send it again (the same Idempotency-Key unless the server refused the key). */
  | 'retry'
  /** Go back to the meal step: a chosen meal can no longer be ordered. */
  | 'meals'
  /** Go back to the plan. */
  | 'plan'
  /** Place it without the discount code the server refused. */
  | 'without-code'
  /** Choose another delivery day (the message goes beside the day picker). */
  | 'date'
  /** The session has ended. */
  | 'sign-in';

export interface OrderProblem {
  title: string;
  /** The server's own words where it gave them (they are written for customers), else ours. */
  messages: string[];
  remedy: OrderRemedy;
}

const unique = (messages: readonly string[]) => [...new Set(messages)];

/** Why POST /api/orders/ failed, in the customer's terms, and what they can do about it. */
export function orderProblem(error: unknown): OrderProblem {
  if (!isApiError(error)) {
    return { title: 'We couldn’t place your order', messages: [describeError(error)], remedy: 'retry' };
  }
  if (error.status === 401) {
    return {
      title: 'Please log in again',
      messages: ['For your security, your session has ended. Log in again to place your order.'],
      remedy: 'sign-in',
    };
  }
  if (error.status === 400) {
    const fields = error.fieldErrors;
    const about = (test: (field: string) => boolean) =>
      unique(
        Object.entries(fields)
          .filter(([field]) => test(field))
          .flatMap(([, messages]) => messages),
      );
    const meals = about((field) => field === 'items' || field.startsWith('items.'));
    if (meals.length > 0) {
      return { title: 'Some of your meals can’t be ordered', messages: meals, remedy: 'meals' };
    }
    const plan = about((field) => ['number_of_meals', 'meal_size', 'protein_preference'].includes(field));
    if (plan.length > 0) {
      return { title: 'Your plan needs another look', messages: plan, remedy: 'plan' };
    }
    const code = about((field) => field === 'discount_code');
    if (code.length > 0) {
      return { title: 'Your discount code can’t be used', messages: code, remedy: 'without-code' };
    }
    const date = about((field) => field === 'delivery_date');
    if (date.length > 0) {
      return { title: 'Please choose another delivery day', messages: date, remedy: 'date' };
    }
  }
  return {
    title: 'We couldn’t place your order',
    messages: [describeError(error)],
    remedy: 'retry',
  };
}
