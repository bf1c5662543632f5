import { Link } from '@mealbox/web-kit/router';
import { MEAL_COUNT_OPTIONS, MEAL_SIZE_FACTS, PROTEIN_PREFERENCES } from '../info/product-facts';
import styles from './PlanOptions.module.css';

/** The three choices that make a plan, with what each option means; prices stay on the pricing page. */
export function PlanOptions() {
  return (
    <div className={styles.options}>
      <div className={styles.card}>
        <h3 className={styles.title}>Protein preference</h3>
        <ul className={styles.list}>
          {PROTEIN_PREFERENCES.map((preference) => (
            <li key={preference}>{preference}</li>
          ))}
        </ul>
      </div>
      <div className={styles.card}>
        <h3 className={styles.title}>Meal size</h3>
        <dl className={styles.sizes}>
          {MEAL_SIZE_FACTS.map((size) => (
            <div key={size.value}>
              <dt>{size.label}</dt>
              <dd>
                {size.calories}, {size.protein}
              </dd>
            </div>
          ))}
        </dl>
      </div>
      <div className={styles.card}>
        <h3 className={styles.title}>Meals per week</h3>
        <ul className={styles.counts}>
          {MEAL_COUNT_OPTIONS.map((count) => (
            <li key={count}>{count}</li>
          ))}
        </ul>
        <p className={styles.note}>
          Large and Lean meals cost a little more than Standard.{' '}
          <Link to="/pricing">See the price of every plan</Link>.
        </p>
      </div>
    </div>
  );
}
