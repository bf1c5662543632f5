import { useId, type ReactNode } from 'react';
import type { Meal } from '@mealbox/contracts';
import { formatGrams, formatKcal } from '../format/nutrition';
import { Button } from '../ui/Button';
import { cx } from '../ui/class-names';
import { FlameIcon, ProteinIcon } from '../ui/icons';
import { StarRating } from '../ratings/StarRating';
import { AllergenSummary } from './AllergenSummary';
import { MealDietBadges } from './MealDietBadges';
import { MealImage } from './MealImage';

export interface MealCardProps {
  meal: Meal;
  categoryLabel: string;
  onMoreInfo: (meal: Meal) => void;
  /** h2 on the menu page, h3 under a section heading elsewhere. */
  headingLevel?: 2 | 3;
  eagerImage?: boolean;
  /** A line about the price (the homepage's 'From £8.00 per meal'); the menu shows none. */
  price?: ReactNode;
  /**
   * More controls beside 'More Info' (the homepage's 'Add To Cart', the meal step's quantity). Given the id of
   * the meal's name, so a control with a short visible label can be described by it.
   */
  actions?: (titleId: string) => ReactNode;
  /** Marks the card as chosen (the meal step: it is in the customer's box). */
  selected?: boolean;
  /** A note over the picture's corner, e.g. '2 in your box'. */
  tag?: ReactNode;
}

/**
 * A meal as every list of meals shows it: picture, name, customers' rating, description, energy and protein,
 * what it suits, and the allergens it contains or may contain (in words, before anything is bought).
 */
export function MealCard({
  meal,
  categoryLabel,
  onMoreInfo,
  headingLevel = 2,
  eagerImage,
  price,
  actions,
  selected = false,
  tag,
}: MealCardProps) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className={cx('mb-meal-card', selected && 'mb-meal-card--selected')}
      aria-labelledby={titleId}
      data-testid="meal-card"
      data-category={meal.category}
    >
      <div className="mb-meal-card__media">
        <MealImage src={meal.image} eager={eagerImage} />
        <span className="mb-meal-card__category">{categoryLabel}</span>
        {tag ? <span className="mb-meal-card__tag">{tag}</span> : null}
      </div>
      <div className="mb-meal-card__body">
        <Heading id={titleId} className="mb-meal-card__title">
          {meal.name}
        </Heading>
        <StarRating rating={meal.rating} />
        <p className="mb-meal-card__description">{meal.description}</p>
        <ul className="mb-meal-card__stats" aria-label="Nutrition per portion">
          <li>
            <FlameIcon size={16} />
            {formatKcal(meal.calories)}
          </li>
          <li>
            <ProteinIcon size={16} />
            {formatGrams(meal.protein)} protein
          </li>
        </ul>
        <MealDietBadges meal={meal} className="mb-meal-card__badges" />
        {meal.food_information ? <AllergenSummary food={meal.food_information} /> : null}
        {price !== undefined ? <div className="mb-meal-card__price">{price}</div> : null}
        <div className="mb-meal-card__footer">
          {/* The name describes which meal; the visible label stays the short 'More Info'. */}
          <Button variant="secondary" size="sm" aria-describedby={titleId} onClick={() => onMoreInfo(meal)}>
            More Info
          </Button>
          {actions?.(titleId)}
        </div>
      </div>
    </article>
  );
}
