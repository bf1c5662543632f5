import { type PlanChoice } from '@mealbox/contracts/plan-choice';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from '@mealbox/web-kit/router';
import { clearMealSelection, isApiError, type MealSelection } from '@mealbox/web-kit';
import { cartPath } from '../checkout-paths';
import { forgetOrderAttempt, idempotencyKeyFor } from './order-attempt';
import { orderProblem, type OrderProblem } from './order-problem';
import { createOrder, type OrderRequest } from './purchase-api';

export interface PlaceOrder {
  /**
   * Runs `prepare` (e.g. save the phone and address; it answers the address id, or null when the form has
   * problems to show), then places the order. Ignored while an attempt is running.
   */
  place: (
    customerId: string,
    deliveryDate: string,
    prepare: () => Promise<string | null>,
    plan: PlanChoice,
  ) => Promise<void>;
  pending: boolean;
  problem: OrderProblem | null;
  clearProblem: () => void;
}

/** The request for the order: the plan it is priced by and the chosen meals, in one POST (no item calls). */
export function orderRequest(
  plan: PlanChoice,
  selection: MealSelection,
  customerId: string,
  addressId: string,
  deliveryDate: string,
): OrderRequest {
  return {
    customer: customerId,
    customer_address: addressId,
    delivery_date: deliveryDate,
    protein_preference: plan.protein_preference,
    meal_size: plan.meal_size,
    number_of_meals: plan.number_of_meals,
    discount_code: plan.discount_code,
    items: selection.map((item) => ({ meal_id: item.meal_id, quantity: item.quantity })),
    // For the subscription this order starts once paid; a plan without a choice is weekly on the server too.
    ...(plan.frequency === undefined ? {} : { subscription_frequency: plan.frequency }),
  };
}

/**
 * Places the order (spec section 4: the address step creates the order and its items) and goes to its cart. One
 * request, with an Idempotency-Key kept per attempt (order-attempt.ts): a double click, a retry or a reload
 * answers the same order, never a second. On success the meal selection and the attempt are forgotten.
 */
export function usePlaceOrder(selection: MealSelection): PlaceOrder {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<OrderProblem | null>(null);
  // Set at once (a state update would only show on the next render): a second click in the same instant waits.
  const running = useRef(false);

  const place = useCallback<PlaceOrder['place']>(
    async (customerId, deliveryDate, prepare, plan) => {
      if (running.current) return;
      running.current = true;
      setPending(true);
      setProblem(null);
      try {
        const addressId = await prepare();
        if (addressId === null) return;
        const request = orderRequest(plan, selection, customerId, addressId, deliveryDate);
        const order = await createOrder(request, idempotencyKeyFor(request));
        forgetOrderAttempt();
        clearMealSelection();
        await navigate(cartPath(order.id), { replace: true });
      } catch (error) {
        // The server refused the key itself (used for another order): the next try is a new attempt.
        if (isApiError(error) && error.status === 409) forgetOrderAttempt();
        setProblem(orderProblem(error));
      } finally {
        running.current = false;
        setPending(false);
      }
    },
    [selection, navigate],
  );

  const clearProblem = useCallback(() => setProblem(null), []);
  return { place, pending, problem, clearProblem };
}
