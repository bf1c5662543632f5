import { isMealCount } from '@mealbox/contracts/plan-choice';
import type { SubscriptionPlanDto } from '@mealbox/contracts';
import { Spinner, calculatePlanPrice, formatPrice, pounds, useAsync } from '@mealbox/web-kit';
import styles from './SubscriptionDialog.module.css';

/**
 * What a box of the chosen plan costs, as the server prices it (POST /api/calculate-price/, no discount code, as
 * subscription boxes are priced). While it loads, or if it cannot be had, no figure is shown: never a guess.
 */
export function NewPlanPrice({ plan, unchanged }: { plan: SubscriptionPlanDto; unchanged: boolean }) {
  const key = `${plan.meal_size}:${plan.number_of_meals}`;
  const count = plan.number_of_meals;
  const quote = useAsync(
    (signal) =>
      isMealCount(count)
        ? calculatePlanPrice(
            { meal_size: plan.meal_size, number_of_meals: count, discount_code: null },
            signal,
          )
        : Promise.reject(new Error(`${count} meals is not a plan we price`)),
    key,
  );
  if (unchanged) return <p className={styles.note}>This is the plan your next boxes already have.</p>;
  return (
    <p className={styles.price} aria-live="polite" data-testid="new-plan-price">
      {quote.status === 'loading' ? (
        <span className={styles.waiting}>
          <Spinner size="sm" /> Getting the price…
        </span>
      ) : quote.status === 'error' || !quote.data ? (
        'We couldn’t get the price just now. Your confirmation will say what each box costs.'
      ) : (
        <>
          Each box will cost <strong>{formatPrice(pounds(quote.data.total_price))}</strong>, delivery
          included.
        </>
      )}
    </p>
  );
}
