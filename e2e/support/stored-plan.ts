/** The plan as the plan page keeps it in the browser (localStorage 'mealbox:plan', version 1). */
export interface StoredPlan {
  protein_preference: 'MV' | 'MO' | 'VO';
  meal_size: 'S' | 'L' | 'LEAN';
  number_of_meals: number;
  discount_code: string | null;
}

/** Six Standard meals, Meat & Vegan, no code: the plan most journeys start from. */
export const SIX_STANDARD: StoredPlan = {
  protein_preference: 'MV',
  meal_size: 'S',
  number_of_meals: 6,
  discount_code: null,
};
