import type { Meal } from '@mealbox/contracts';
import { formatGrams, formatKcal } from '../format/nutrition';

/** Energy and macronutrients per portion, as four tiles. */
export function NutritionFacts({ meal }: { meal: Meal }) {
  const facts = [
    { label: 'Calories', value: formatKcal(meal.calories) },
    { label: 'Protein', value: formatGrams(meal.protein) },
    { label: 'Carbohydrates', value: formatGrams(meal.carbohydrates) },
    { label: 'Fat', value: formatGrams(meal.fat) },
  ];
  return (
    <div className="mb-nutrition">
      <dl className="mb-nutrition__facts">
        {facts.map((fact) => (
          <div key={fact.label} className="mb-nutrition__fact">
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
