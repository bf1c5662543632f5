import type { Meal } from '@mealbox/contracts';
import { formatGrams, formatKcal } from '@mealbox/web-kit';
import styles from './NutritionFacts.module.css';

/** Energy and macronutrients per portion, as four tiles. */
export function NutritionFacts({ meal }: { meal: Meal }) {
  const facts = [
    { label: 'Calories', value: formatKcal(meal.calories) },
    { label: 'Protein', value: formatGrams(meal.protein) },
    { label: 'Carbohydrates', value: formatGrams(meal.carbohydrates) },
    { label: 'Fat', value: formatGrams(meal.fat) },
  ];
  return (
    <div className={styles.container}>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.label} className={styles.fact}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
