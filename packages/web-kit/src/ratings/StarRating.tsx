import type { MealRating } from '@mealbox/contracts';
import { STAR_CHOICES } from '@mealbox/contracts/star-rating';
import { cx } from '../ui/class-names';
import { StarIcon } from '../ui/icons';
import { filledShare, ratingLabel, ratingShortWords } from './rating-words';

export interface StarRatingProps {
  rating: MealRating;
  className?: string;
  /** The stars' size in pixels. */
  size?: number;
}

/**
 * A meal's rating as every screen shows it (meal cards, 'More Info', staff's meal list): five stars filled to the
 * average, and the average and count in words. Read out as one phrase, 'Rated 4.3 out of 5 from 12 ratings';
 * 'No ratings yet' while nobody has rated the meal.
 */
export function StarRating({ rating, className, size = 16 }: StarRatingProps) {
  const label = ratingLabel(rating);
  const stars = (solid: boolean) =>
    STAR_CHOICES.map((star) => <StarIcon key={star} size={size} fill={solid ? 'currentColor' : 'none'} />);
  return (
    <p className={cx('mb-star-rating', className)} data-testid="meal-rating">
      <span className="mb-star-rating__stars" role="img" aria-label={label}>
        <span className="mb-star-rating__empty">{stars(false)}</span>
        <span className="mb-star-rating__filled" style={{ width: `${filledShare(rating)}%` }}>
          {stars(true)}
        </span>
      </span>
      <span className="mb-star-rating__words" aria-hidden="true">
        {ratingShortWords(rating)}
      </span>
    </p>
  );
}
