import { useState } from 'react';
import { readMealSelection, type MealSelection, type PlanChoice } from '@mealbox/web-kit';
import { PURCHASE_PATHS, SITE_PATHS } from '../checkout-paths';
import { countMeals } from '../meals/meal-selection';
import { usePurchasePlan } from './use-purchase-plan';

export type PurchaseReady =
  | {
      ready: true;
      plan: PlanChoice;
      updatePlan: (change: Partial<PlanChoice>) => void;
      selection: MealSelection;
    }
  /** A step before this one is not done: where to send the customer. */
  | { ready: false; redirectTo: string };

/**
 * The address steps need a plan and a full box. Without a plan the customer goes to choose one; with a box that
 * is not full (or was placed already, and so forgotten) they go back to choose meals.
 */
export function usePurchaseReady(): PurchaseReady {
  const [plan, updatePlan] = usePurchasePlan();
  const [selection] = useState<MealSelection>(() => readMealSelection() ?? []);
  if (!plan) return { ready: false, redirectTo: SITE_PATHS.plan };
  if (countMeals(selection) !== plan.number_of_meals)
    return { ready: false, redirectTo: PURCHASE_PATHS.meals };
  return { ready: true, plan, updatePlan, selection };
}
