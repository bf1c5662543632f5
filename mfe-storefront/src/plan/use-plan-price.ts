import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { MealPlanPricingRow, PriceCalculation } from '@mealbox/contracts';
import { calculatePlanPrice, discountCodeProblem, isAbortError, type PriceRequest } from '@mealbox/web-kit';
import { priceRequestKey } from './plan-api';
import { estimatePlanPrice } from './plan-price-estimate';
import { initialPriceState, priceReducer, priceView, type PriceView } from './price-state';

export interface DiscountCodeOutcome {
  /** The server priced the plan with this code: it is good for this plan. */
  onCodeAccepted: (code: string) => void;
  /**
   * The server refused the code with this message. The caller must then ask for a price without it (change the
   * request): until then the panel keeps showing the last figures as updating.
   */
  onCodeRejected: (code: string, message: string) => void;
  /** Pricing failed for another reason while this code was part of the request. */
  onCodeUnchecked: (code: string) => void;
}

export interface PlanPrice {
  view: PriceView<PriceCalculation>;
  /** Asks again after a failure ('Try again'). */
  retry: () => void;
}

/**
 * The server's price for the plan, asked for again whenever the size, count or code changes. A superseded
 * request is cancelled and, should its answer still arrive, ignored (price-state.ts): the latest choice wins,
 * and the last figures stay on screen until its price is in. Where the page can work the new price out itself
 * from the public `rows` (plan-price-estimate.ts), it shows that at once and the server's answer confirms it.
 */
export function usePlanPrice(
  request: PriceRequest,
  outcome: DiscountCodeOutcome,
  rows: readonly MealPlanPricingRow[] | undefined,
): PlanPrice {
  const [state, dispatch] = useReducer(
    priceReducer<PriceCalculation>,
    undefined,
    initialPriceState<PriceCalculation>,
  );
  const requestRef = useRef(request);
  const outcomeRef = useRef(outcome);
  const rowsRef = useRef(rows);
  useEffect(() => {
    requestRef.current = request;
    outcomeRef.current = outcome;
    rowsRef.current = rows;
  });
  const lastAnswer = useRef<PriceCalculation | null>(null);
  const lastId = useRef(0);
  const [attempt, setAttempt] = useState(0);
  const key = priceRequestKey(request);

  useEffect(() => {
    lastId.current += 1;
    const id = lastId.current;
    const asked = requestRef.current;
    const controller = new AbortController();
    dispatch({ type: 'requested', id });
    const estimated = estimatePlanPrice(asked, rowsRef.current, lastAnswer.current);
    if (estimated) dispatch({ type: 'computed', id, price: estimated });
    calculatePlanPrice(asked, controller.signal).then(
      (price) => {
        if (controller.signal.aborted) return;
        lastAnswer.current = price;
        dispatch({ type: 'succeeded', id, price });
        if (asked.discount_code && price.discount) outcomeRef.current.onCodeAccepted(price.discount.code);
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        const problem = asked.discount_code ? discountCodeProblem(error) : undefined;
        if (asked.discount_code && problem) {
          outcomeRef.current.onCodeRejected(asked.discount_code, problem);
          return;
        }
        dispatch({ type: 'failed', id, error });
        if (asked.discount_code) outcomeRef.current.onCodeUnchecked(asked.discount_code);
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { view: priceView(state), retry };
}
