import type { ProteinPreference } from '@mealbox/contracts';
import type { OrderItemEntry } from '../../data/address-and-items-schemas';
import type { MealReadDocument } from '../../data/meal-read-model';
import type { SubscriptionPlan } from '../../data/subscription-model';
import { daysBetween } from '../london-calendar';

/** The meals a box may hold when we choose: main courses on the menu now (not sold out, not withdrawn). */
const choosable = (meal: MealReadDocument): boolean =>
  !meal.deleted && meal.name !== undefined && meal.status === 'available' && meal.category === 'main_course';

/** Which meals suit a protein preference: Vegan Only takes vegan dishes, Meat Only the others, Meat & Vegan both. */
const suits = (preference: ProteinPreference, meal: MealReadDocument): boolean =>
  preference === 'MV' || (preference === 'VO') === Boolean(meal.isVegan);

/** Whole weeks since a fixed Monday: the rotation's turn, so next week's box is not this week's. */
const weekNumber = (deliveryDate: string): number => Math.floor(daysBetween('2024-01-01', deliveryDate) / 7);

/**
 * The meals we choose for a box the customer left to us: as many as the plan holds, from the main courses that
 * suit their protein preference (Meat & Vegan alternates meat and vegan dishes), each once before any twice.
 * The menu turns by one week's worth every week, so a customer who never chooses still eats something new;
 * the same box always gets the same choice (the job may run twice). Empty when no meal suits: the kitchen then
 * packs to the preference by hand.
 */
export function defaultBoxMeals(
  menu: readonly MealReadDocument[],
  plan: SubscriptionPlan,
  deliveryDate: string,
): OrderItemEntry[] {
  const byId = (a: MealReadDocument, b: MealReadDocument) => a._id.localeCompare(b._id);
  const suitable = menu.filter((meal) => choosable(meal) && suits(plan.proteinPreference, meal)).sort(byId);
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
