import type { SubscriptionPlanDto } from '@mealbox/contracts';
import { frequencyLabel } from '@mealbox/contracts/subscription-frequency';
import type { SubscriptionFrequency } from '@mealbox/contracts/subscription-frequency';
import { planWords } from './plan-words';
import styles from './PlanFacts.module.css';

interface PlanFactsProps {
  plan: SubscriptionPlanDto;
  deliveryDay: string;
  frequency: SubscriptionFrequency;
}

/** The plan in force: protein, size, meals a week, the delivery day and how often boxes come. */
export function PlanFacts({ plan, deliveryDay, frequency }: PlanFactsProps) {
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
      <div className={styles.fact}>
        <dt>Frequency</dt>
        <dd data-testid="subscription-frequency">{frequencyLabel(frequency)}</dd>
      </div>
    </dl>
  );
}
