import type { SubscriptionPlanDto } from '@mealbox/contracts';
import { planWords } from './plan-words';
import styles from './PlanFacts.module.css';

/** The plan in force: protein, size, meals a week and the delivery day. */
export function PlanFacts({ plan, deliveryDay }: { plan: SubscriptionPlanDto; deliveryDay: string }) {
  const words = planWords(plan);
  return (
    <dl className={styles.facts} data-testid="subscription-plan">
      <div className={styles.fact}>
        <dt>Protein</dt>
        <dd>{words.protein}</dd>
      </div>
      <div className={styles.fact}>
        <dt>Meal size</dt>
        <dd>{words.size}</dd>
      </div>
      <div className={styles.fact}>
        <dt>Meals</dt>
        <dd>{words.meals}</dd>
      </div>
      <div className={styles.fact}>
        <dt>Delivery day</dt>
        <dd>{deliveryDay}</dd>
      </div>
    </dl>
  );
}
