import type { MealRating } from '@mealbox/contracts';
import { formatDecimal } from '@mealbox/contracts/en-gb-numbers';
import { MAX_STARS } from '@mealbox/contracts/star-rating';

export const NO_RATINGS_YET = 'No ratings yet';

const ratingsCount = (count: number) => `${count} ${count === 1 ? 'rating' : 'ratings'}`;
const oneDecimal = (average: number) => formatDecimal(average, { max: 1 });

/** What a screen reader hears for a meal's rating: 'Rated 4.3 out of 5 from 12 ratings', or 'No ratings yet'. */
export function ratingLabel(rating: MealRating): string {
  if (rating.average === null || rating.count === 0) return NO_RATINGS_YET;
  return `Rated ${oneDecimal(rating.average)} out of ${MAX_STARS} from ${ratingsCount(rating.count)}`;
}

/** The rating's short visible words beside the stars: '4.3 (12 ratings)'. */
export function ratingShortWords(rating: MealRating): string {
  if (rating.average === null || rating.count === 0) return NO_RATINGS_YET;
  return `${rating.average.toFixed(1)} (${ratingsCount(rating.count)})`;
}

/** How much of the row of stars is filled, as a percentage of the five. */
export const filledShare = (rating: MealRating): number =>
  rating.average === null ? 0 : Math.min(100, Math.max(0, (rating.average / MAX_STARS) * 100));
