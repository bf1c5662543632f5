import type { Meal } from '@mealbox/contracts';
import { Badge, cardAllergens } from '@mealbox/web-kit';
import styles from './MealAllergens.module.css';

/**
 * A meal's allergens in the staff list, as short names in text ('Milk, Gluten', 'May contain: Sesame'), or
 * 'Declaration missing' for a draft that has none yet: the one it must get before it can go on the menu.
 */
export function MealAllergens({ meal }: { meal: Pick<Meal, 'food_information'> }) {
  const food = meal.food_information;
  if (!food) {
    return (
      <span data-testid="meal-allergens">
        <Badge tone="amber">Declaration missing</Badge>
      </span>
    );
  }
  const { contains, mayContain } = cardAllergens(food);
  return (
    <span className={styles.allergens} data-testid="meal-allergens">
      <span>{contains.length > 0 ? contains.join(', ') : 'None of the 14'}</span>
      {mayContain.length > 0 ? (
        <span className={styles.may}>May contain: {mayContain.join(', ')}</span>
      ) : null}
    </span>
  );
}
