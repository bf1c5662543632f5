import { mealSizeLabel, proteinPreferenceLabel } from '@mealbox/contracts/plan-choice';
import type { SubscriptionPlanDto } from '@mealbox/contracts';

/** A plan's three choices in words: 'Meat & Vegan', 'Standard', '8 meals a week'. */
export interface PlanWords {
  protein: string;
  size: string;
  meals: string;
}

export function planWords(plan: SubscriptionPlanDto): PlanWords {
  return {
    protein: proteinPreferenceLabel(plan.protein_preference),
    size: mealSizeLabel(plan.meal_size),
    meals: `${plan.number_of_meals} meals a week`,
  };
}

/** '8 Standard meals a week, Meat & Vegan': the plan in one line. */
export function planLine(plan: SubscriptionPlanDto): string {
  const words = planWords(plan);
  return `${plan.number_of_meals} ${words.size} meals a week, ${words.protein}`;
}

export function samePlan(a: SubscriptionPlanDto, b: SubscriptionPlanDto): boolean {
  return (
    a.protein_preference === b.protein_preference &&
    a.meal_size === b.meal_size &&
    a.number_of_meals === b.number_of_meals
  );
}
