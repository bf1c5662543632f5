import { type PlanChoice } from '@mealbox/contracts/plan-choice';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from '@mealbox/web-kit/router';
import { readPlan, savePlan } from '@mealbox/web-kit';
import { MEALS_PARAM, initialPlan, mealsFromQuery } from './plan-query';

/**
 * The plan being built: starts from the one kept in the browser (or the defaults) with any ?meals= of the link
 * that led here, and is kept again on every change, so a reload or the next purchase step finds it.
 */
export function usePlanChoice(): [PlanChoice, (change: Partial<PlanChoice>) => void] {
  const [params, setParams] = useSearchParams();
  const queryMeals = mealsFromQuery(params.get(MEALS_PARAM));
  const [plan, setPlan] = useState(() => initialPlan(readPlan(), queryMeals));

  // A ?meals= applies once and then leaves the address, so a later reload keeps what the customer chose since.
  const hasParam = params.has(MEALS_PARAM);
  useEffect(() => {
    if (!hasParam) return;
    if (queryMeals !== undefined) {
      setPlan((current) =>
        current.number_of_meals === queryMeals ? current : { ...current, number_of_meals: queryMeals },
      );
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(MEALS_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [hasParam, queryMeals, setParams]);

  useEffect(() => {
    savePlan(plan);
  }, [plan]);

  const update = useCallback(
    (change: Partial<PlanChoice>) => setPlan((current) => ({ ...current, ...change })),
    [],
  );
  return [plan, update];
}
