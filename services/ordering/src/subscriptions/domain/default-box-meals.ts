import { isOnWeeklyMenu } from '@mealbox/contracts';
import { NO_EXCLUSIONS, conflictingAllergens } from '@mealbox/contracts';
import type { AllergenExclusions, DietaryRequirement } from '@mealbox/contracts';
import type { OrderItemEntry } from '../../shared/data/address-and-items-schemas';
import type { MealReadDocument } from '../../shared/data/meal-read-model';
import { suitsPreference } from '../../shared/domain/meal-preference';
import type { SubscriptionPlan } from '../data/subscription-model';
import { daysBetween } from '@mealbox/contracts/london-calendar';

/**
 * The meals a box may hold when we choose: main courses on sale now (not sold out, not withdrawn) and on the
 * menu of the box's week.
 */
const choosable = (meal: MealReadDocument, deliveryDate: string): boolean =>
  !meal.deleted &&
  meal.name !== undefined &&
  meal.status === 'available' &&
  meal.category === 'main_course' &&
  isOnWeeklyMenu(meal, deliveryDate);

/** Whether a meal meets every dietary requirement given (by the catalogue's flags on it). */
const meets = (requirements: readonly DietaryRequirement[], meal: MealReadDocument): boolean =>
  requirements.every((requirement) =>
    requirement === 'gluten_free' ? Boolean(meal.isGlutenFree) : Boolean(meal.isDairyFree),
  );

/** Whole weeks since a fixed Monday: the rotation's turn, so next week's box is not this week's. */
const weekNumber = (deliveryDate: string): number => Math.floor(daysBetween('2024-01-01', deliveryDate) / 7);

/**
 * The meals we choose for a box the customer left to us: as many as the plan holds, from the week's main
 * courses that suit their protein preference (Meat & Vegan alternates meat and vegan dishes) and meet every
 * dietary requirement they gave, each once before any twice. The start turns by one box's worth every week
 * (and the menu itself changes weekly), so a customer who never chooses still eats something new; the same box
 * always gets the same choice (the job may run twice). Meals with an allergen the customer leaves out are never
 * chosen (nor, while they leave any out, a meal without a declaration): with fewer safe meals the box repeats the
 * safe ones rather than fill up with a risk. Empty when no meal suits: the kitchen then packs to the preference,
 * requirements and exclusions by hand.
 */
export function defaultBoxMeals(
  meals: readonly MealReadDocument[],
  plan: SubscriptionPlan,
  deliveryDate: string,
  dietaryRequirements: readonly DietaryRequirement[] = [],
  exclusions: AllergenExclusions = NO_EXCLUSIONS,
): OrderItemEntry[] {
  const byId = (a: MealReadDocument, b: MealReadDocument) => a._id.localeCompare(b._id);
  const suitable = meals
    .filter(
      (meal) =>
        choosable(meal, deliveryDate) &&
        suitsPreference(plan.proteinPreference, meal) &&
        meets(dietaryRequirements, meal) &&
        conflictingAllergens(meal.foodInformation, exclusions).length === 0,
    )
    .sort(byId);
  if (suitable.length === 0) return [];
  const ordered =
    plan.proteinPreference === 'MV'
      ? alternate(
          suitable.filter((m) => !m.isVegan),
          suitable.filter((m) => m.isVegan),
        )
      : suitable;
  const start = (weekNumber(deliveryDate) * plan.numberOfMeals) % ordered.length;
  const quantities = new Map<string, number>();
  for (let i = 0; i < plan.numberOfMeals; i++) {
    const meal = ordered[(start + i) % ordered.length] as MealReadDocument;
    quantities.set(meal._id, (quantities.get(meal._id) ?? 0) + 1);
  }
  return [...quantities].map(([mealId, quantity]) => ({ mealId, quantity }));
}

/** a1, b1, a2, b2, ...; the longer list's remainder at the end. */
function alternate<T>(first: readonly T[], second: readonly T[]): T[] {
  const merged: T[] = [];
  for (let i = 0; i < Math.max(first.length, second.length); i++) {
    if (i < first.length) merged.push(first[i] as T);
    if (i < second.length) merged.push(second[i] as T);
  }
  return merged;
}
