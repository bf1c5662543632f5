import { type PlanChoice } from '@mealbox/contracts/plan-choice';
import { useCallback, useState } from 'react';
import { readPlan, savePlan } from '@mealbox/web-kit';

/**
 * The plan chosen on the plan page (web-kit's plan storage), for the purchase steps after it. Null when there is
 * none (the step then sends the customer to choose one). Changes are kept at once, for the next steps and tabs.
 */
export function usePurchasePlan(): [PlanChoice | null, (change: Partial<PlanChoice>) => void] {
  const [plan, setPlan] = useState<PlanChoice | null>(() => readPlan());
  const update = useCallback(
    (change: Partial<PlanChoice>) => {
      if (!plan) return;
      const next = { ...plan, ...change };
      savePlan(next);
      setPlan(next);
    },
    [plan],
  );
  return [plan, update];
}
