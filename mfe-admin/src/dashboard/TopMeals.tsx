import type { DashboardTopMeal } from '@mealbox/contracts';
import { EmptyState, PlateIcon } from '@mealbox/web-kit';
import { countOf } from './dashboard-labels';
import styles from './TopMeals.module.css';

/** The most ordered meals of the period, with a bar against the first so the lead is visible at a glance. */
export function TopMeals({ meals }: { meals: DashboardTopMeal[] }) {
  const most = meals[0]?.quantity ?? 1;
  return (
    <section className={styles.panel} aria-labelledby="top-meals-title">
      <h2 id="top-meals-title" className={styles.title}>
        Top meals
      </h2>
      <p className={styles.lead}>By meals ordered in paid orders</p>
      {meals.length === 0 ? (
        <EmptyState icon={<PlateIcon size={28} />} title="No meals sold yet">
          <p>Meals in paid orders of this period appear here.</p>
        </EmptyState>
      ) : (
        <ol className={styles.list}>
          {meals.map((meal, index) => (
            <li key={meal.meal_id} className={styles.meal}>
              <span className={styles.rank} aria-hidden="true">
                {index + 1}
              </span>
              <span className={styles.name}>{meal.name}</span>
              <span className={styles.quantity}>{countOf(meal.quantity, ['meal', 'meals'])}</span>
              <span className={styles.track} aria-hidden="true">
                <span className={styles.bar} style={{ width: `${(meal.quantity / most) * 100}%` }} />
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
