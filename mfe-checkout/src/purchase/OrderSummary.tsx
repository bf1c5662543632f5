import { describePlan, type PlanChoice } from '@mealbox/contracts/plan-choice';
import { useId } from 'react';
import { Link } from '@mealbox/web-kit/router';
import {
  MealImage,
  PriceBreakdown,
  PriceBreakdownSkeleton,
  fetchAvailableMeals,
  menuWeekWords,
  useAsync,
  type MealSelection,
} from '@mealbox/web-kit';
import { PURCHASE_PATHS } from '../checkout-paths';
import { chosenMeals } from '../meals/meal-selection';
import { usePlanQuote } from '../meals/use-plan-quote';
import styles from './OrderSummary.module.css';

interface OrderSummaryProps {
  plan: PlanChoice;
  selection: MealSelection;
  /** The menu week the meals are from (its Monday). */
  week: string;
}

/**
 * 'Your order' beside the address steps: the plan, the menu week, the meals in the box and the server's price, so
 * the customer sees what they are about to order while they say where it goes.
 */
export function OrderSummary({ plan, selection, week }: OrderSummaryProps) {
  const titleId = useId();
  const meals = useAsync((signal) => fetchAvailableMeals(undefined, signal), 'order-summary-meals');
  const quote = usePlanQuote(plan);
  const chosen = chosenMeals(selection, meals.data);
  return (
    <aside className={styles.panel} aria-labelledby={titleId} data-testid="order-summary">
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          Your order
        </h2>
        <p className={styles.plan}>{describePlan(plan)}</p>
        <p className={styles.plan} data-testid="order-summary-week">
          Menu for the week of {menuWeekWords(week)}
        </p>
      </div>
      <div className={styles.body}>
        <ul className={styles.meals} aria-label="Meals in your box" aria-busy={meals.status === 'loading'}>
          {chosen.map(({ meal, quantity }) => (
            <li key={meal.id} className={styles.meal}>
              <MealImage src={meal.image} className={styles.thumb} />
              <span className={styles.name}>{meal.name}</span>
              <span className={styles.quantity}>
                <span className="mb-visually-hidden">Quantity: </span>×{quantity}
              </span>
            </li>
          ))}
        </ul>
        <Link to={PURCHASE_PATHS.meals} className={styles.change}>
          Change meals
        </Link>
        <div className={styles.price}>
          {quote.data ? (
            <PriceBreakdown price={quote.data.price} updating={quote.status === 'loading'} />
          ) : quote.status === 'error' ? (
            <p className={styles.priceLater}>Your price will show in your cart.</p>
          ) : (
            <PriceBreakdownSkeleton />
          )}
        </div>
      </div>
    </aside>
  );
}
