import { type PlanChoice } from '@mealbox/contracts/plan-choice';
import type { PriceCalculation } from '@mealbox/contracts';
import { calculatePlanPrice, discountCodeProblem, useAsync, type AsyncResult } from '@mealbox/web-kit';

export interface PlanQuote {
  price: PriceCalculation;
  /** The plan's code, refused by the server for this plan (the price is then without it), and why. */
  refusedCode: { code: string; message: string } | null;
}

/**
 * The server's live price for the plan (POST /api/calculate-price/), asked again whenever size, count or code
 * change; a newer request cancels the older (useAsync). A code the server no longer takes for this plan does not
 * cost the customer their price: it is priced without the code, and the refusal is reported.
 */
export function usePlanQuote(plan: PlanChoice): AsyncResult<PlanQuote> {
  const key = `${plan.meal_size}|${plan.number_of_meals}|${plan.discount_code ?? ''}`;
  return useAsync(async (signal) => {
    try {
      return { price: await calculatePlanPrice(plan, signal), refusedCode: null };
    } catch (error) {
      const message = plan.discount_code ? discountCodeProblem(error) : undefined;
      if (!plan.discount_code || message === undefined) throw error;
      const price = await calculatePlanPrice({ ...plan, discount_code: null }, signal);
      return { price, refusedCode: { code: plan.discount_code, message } };
    }
  }, key);
}
