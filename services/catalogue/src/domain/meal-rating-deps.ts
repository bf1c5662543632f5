import type { MealRatingModel } from '../data/meal-rating-model';
import type { MealRatingTotalsModel } from '../data/meal-rating-totals-model';

/** Where the catalogue keeps customers' ratings and each meal's totals. */
export interface MealRatingDeps {
  ratings: MealRatingModel;
  ratingTotals: MealRatingTotalsModel;
}
