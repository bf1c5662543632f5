import { useId } from 'react';
import type { RateableMeal } from './ratings-api';
import { StarsInput, starsWords } from './StarsInput';
import { useMealRating } from './use-meal-rating';
import type { RatingSaveState } from './use-meal-rating';
import styles from './MealRatings.module.css';

/** What the customer is told after choosing stars; announced politely, as it follows their own action. */
function stateWords(state: RatingSaveState, name: string): string {
  switch (state.kind) {
    case 'idle':
      return '';
    case 'saving':
      return 'Saving…';
    case 'saved':
      return `Saved: ${starsWords(state.stars)} for ${name}.`;
    case 'failed':
      return `Not saved. ${state.message}`;
  }
}

/** One meal of the order: its name and the five stars, saved as soon as one is chosen. */
export function MealRatingRow({ orderId, meal }: { orderId: string; meal: RateableMeal }) {
  const name = useId();
  const rating = useMealRating(orderId, meal.mealId, meal.stars);
  return (
    <li className={styles.meal} data-testid="rateable-meal" data-meal-id={meal.mealId}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.name}>{meal.name}</legend>
        <StarsInput name={name} value={rating.shown} onChoose={rating.choose} />
      </fieldset>
      <p
        className={rating.state.kind === 'failed' ? styles.problem : styles.note}
        role="status"
        data-testid="rating-status"
      >
        {stateWords(rating.state, meal.name)}
      </p>
    </li>
  );
}
