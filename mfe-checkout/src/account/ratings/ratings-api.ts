import type { OrderMealRating } from '@mealbox/contracts';
import { isStars } from '@mealbox/contracts/star-rating';
import type { Stars } from '@mealbox/contracts/star-rating';
import { api, unexpectedAnswer } from '@mealbox/web-kit';
import type { DeclaredFood } from '../../allergens/box-allergens';

/** A meal of a delivered order as 'Rate your meals' lists it, with the customer's stars so far (null: not rated). */
export interface RateableMeal {
  mealId: string;
  name: string;
  stars: Stars | null;
  /** The meal's allergen declaration as the order holds it (null: none; absent from an older ordering). */
  food_information: DeclaredFood | null;
}

const orderPath = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}/`;
const ratingPath = (orderId: string, mealId: string) =>
  `${orderPath(orderId)}ratings/${encodeURIComponent(mealId)}/`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isRating = (value: unknown): value is OrderMealRating =>
  isRecord(value) && typeof value.meal_id === 'string' && isStars(value.stars);

/** The fields of GET /api/orders/{id}/ this list relies on, checked by hand (zod would ship to the browser). */
function rateableMealsOf(answer: unknown): RateableMeal[] | null {
  if (!isRecord(answer) || !Array.isArray(answer.items) || !Array.isArray(answer.ratings)) return null;
  if (!answer.ratings.every(isRating)) return null;
  const starsOf = new Map(answer.ratings.map((rating) => [rating.meal_id, rating.stars as Stars]));
  const meals: RateableMeal[] = [];
  for (const item of answer.items) {
    const meal = isRecord(item) && isRecord(item.meal) ? item.meal : null;
    if (!meal || typeof meal.id !== 'string' || typeof meal.name !== 'string') return null;
    // Only a declaration with its allergens counts as one: anything else is shown as undeclared, never as free.
    const food = isRecord(meal.food_information) && isRecord(meal.food_information.allergens);
    meals.push({
      mealId: meal.id,
      name: meal.name,
      stars: starsOf.get(meal.id) ?? null,
      food_information: food ? (meal.food_information as unknown as DeclaredFood) : null,
    });
  }
  return meals;
}

/** The meals of one of the customer's orders and their stars so far (GET /api/orders/{id}/). */
export function fetchRateableMeals(orderId: string, signal: AbortSignal): Promise<RateableMeal[]> {
  return api.get(orderPath(orderId), {
    signal,
    parse: (answer: unknown) => {
      const meals = rateableMealsOf(answer);
      if (!meals) throw unexpectedAnswer(orderPath(orderId));
      return meals;
    },
  });
}

/** PUT /api/orders/{id}/ratings/{meal_id}/: gives the meal these stars (again: replaces them); answers them as saved. */
export function rateMeal(orderId: string, mealId: string, stars: Stars): Promise<Stars> {
  const path = ratingPath(orderId, mealId);
  return api.put(
    path,
    { stars },
    {
      parse: (answer: unknown) => {
        if (!isRating(answer)) throw unexpectedAnswer(path);
        return answer.stars as Stars;
      },
    },
  );
}
