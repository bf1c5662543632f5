import { type PlanChoice } from '@mealbox/contracts/plan-choice';
import { useState } from 'react';
import { readMealSelection, readMealSelectionWeek, type MealSelection } from '@mealbox/web-kit';
import { PURCHASE_PATHS, SITE_PATHS } from '../checkout-paths';
import { countMeals } from '../meals/meal-selection';
import { usePurchasePlan } from './use-purchase-plan';

export type PurchaseReady =
  | {
      ready: true;
      plan: PlanChoice;
      updatePlan: (change: Partial<PlanChoice>) => void;
      selection: MealSelection;
      /** The menu week (its Monday) the meals were picked from: the box comes on a day of it. */
      week: string;
    }
  /** A step before this one is not done: where to send the customer. */
  | { ready: false; redirectTo: string };

/**
 * The address steps need a plan and a full box picked from a known week's menu. Without a plan the customer goes
 * to choose one; with a box that is not full (or was placed already, and so forgotten), or kept from before boxes
 * had a week, they go back to the meal step, which settles the week and the box again.
 */
export function usePurchaseReady(): PurchaseReady {
  const [plan, updatePlan] = usePurchasePlan();
  const [selection] = useState<MealSelection>(() => readMealSelection() ?? []);
  const [week] = useState<string | null>(() => readMealSelectionWeek());
  if (!plan) return { ready: false, redirectTo: SITE_PATHS.plan };
  if (countMeals(selection) !== plan.number_of_meals || !week)
    return { ready: false, redirectTo: PURCHASE_PATHS.meals };
  return { ready: true, plan, updatePlan, selection, week };
}
