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

/** What anyone may know of the prices: the pricing rows and the delivery price, each undefined until loaded. */
export interface PublicPrices {
  rows: readonly MealPlanPricingRow[] | undefined;
  deliveryPricePence: number | undefined;
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
 * from the public prices (plan-price-estimate.ts), it shows that at once and the server's answer confirms it.
 */
export function usePlanPrice(
  request: PriceRequest,
  outcome: DiscountCodeOutcome,
  publicPrices: PublicPrices,
): PlanPrice {
  const [state, dispatch] = useReducer(
    priceReducer<PriceCalculation>,
    undefined,
    initialPriceState<PriceCalculation>,
  );
  const requestRef = useRef(request);
  const outcomeRef = useRef(outcome);
  useEffect(() => {
    requestRef.current = request;
    outcomeRef.current = outcome;
  });
  const lastId = useRef(0);
  const [attempt, setAttempt] = useState(0);
  const key = priceRequestKey(request);

  useEffect(() => {
    lastId.current += 1;
    const id = lastId.current;
    const asked = requestRef.current;
    const controller = new AbortController();
    dispatch({ type: 'requested', id });
    calculatePlanPrice(asked, controller.signal).then(
      (price) => {
        if (controller.signal.aborted) return;
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

  // The page's own figures for the latest request, in the same commit as the request (this effect runs after the
  // one above), or once the public prices come in if they were not yet (the page's first price).
  const { rows, deliveryPricePence } = publicPrices;
  useEffect(() => {
    const estimated = estimatePlanPrice(requestRef.current, rows, deliveryPricePence);
    if (estimated) dispatch({ type: 'computed', id: lastId.current, price: estimated });
  }, [key, attempt, rows, deliveryPricePence]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { view: priceView(state), retry };
}
