import type { ProteinPreference } from '@mealbox/contracts';
import type { MealReadDocument } from '../data/meal-read-model';

/** Which meals suit a protein preference: Vegan Only takes vegan dishes, Meat Only the others, Meat & Vegan both. */
export const suitsPreference = (
  preference: ProteinPreference,
  meal: Pick<MealReadDocument, 'isVegan'>,
): boolean => preference === 'MV' || (preference === 'VO') === Boolean(meal.isVegan);
