import { useId, useState } from 'react';
import { Button, LoadErrorAlert, LoadingState, StarIcon, useAsync } from '@mealbox/web-kit';
import { BoxAllergens } from '../../allergens/BoxAllergens';
import { actionProblem } from '../subscription/action-problem';
import { MealRatingRow } from './MealRatingRow';
import { fetchRateableMeals } from './ratings-api';
import styles from './MealRatings.module.css';

/**
 * 'Rate your meals' under a delivered order in 'Your orders': a button that opens the order's meals, each with
 * five stars to choose. The meals are read only when opened (GET /api/orders/{id}/), so a page of orders costs
 * no extra requests.
 */
export function MealRatings({ orderId, reference }: { orderId: string; reference: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className={styles.ratings}>
      <Button
        variant="secondary"
        size="sm"
        icon={<StarIcon size={16} />}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        Rate your meals<span className="mb-visually-hidden"> from order {reference}</span>
      </Button>
      <div id={panelId} hidden={!open}>
        {open ? <RateableMeals orderId={orderId} /> : null}
      </div>
    </div>
  );
}

function RateableMeals({ orderId }: { orderId: string }) {
  const meals = useAsync((signal) => fetchRateableMeals(orderId, signal), `rateable:${orderId}`);
  if (meals.status === 'error') {
    return (
      <LoadErrorAlert title="We couldn’t load this order’s meals" onRetry={meals.retry}>
        <p>{actionProblem(meals.error)}</p>
      </LoadErrorAlert>
    );
  }
  if (!meals.data) return <LoadingState label="Loading your meals…" />;
  return (
    <>
      <BoxAllergens meals={meals.data} className={styles.allergens} />
      <ul className={styles.list} aria-label="Your meals from this order">
        {meals.data.map((meal) => (
          <MealRatingRow key={meal.mealId} orderId={orderId} meal={meal} />
        ))}
      </ul>
    </>
  );
}
