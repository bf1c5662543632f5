import type { Meal } from '@mealbox/contracts';
import { DietaryBadges, StarRating, categoryLabel, formatGrams, formatKcal } from '@mealbox/web-kit';
import { MealAllergens } from './MealAllergens';
import { MealRowActions } from './MealRowActions';
import { MealStatusBadge } from './MealStatusBadge';
import { MealThumb } from './MealThumb';
import type { MealActions } from './meal-actions';
import styles from './MealCards.module.css';

/** The product list on phones and tablets: a card per meal, its picture beside the name, the actions below. */
export function MealCards({ meals, actions }: { meals: readonly Meal[]; actions: MealActions }) {
  return (
    <ul className={styles.cards}>
      {meals.map((meal) => {
        const titleId = `meal-card-${meal.id}`;
        return (
          <li key={meal.id}>
            <article
              className={styles.card}
              aria-labelledby={titleId}
              data-testid="meal-row"
              data-category={meal.category}
            >
              <div className={styles.head}>
                <MealThumb src={meal.image} />
                <div className={styles.who}>
                  <h2 id={titleId} className={styles.name}>
                    {meal.name}
                  </h2>
                  <p className={styles.category}>{categoryLabel([], meal.category)}</p>
                </div>
                <MealStatusBadge status={meal.status} />
              </div>
              <p className={styles.nutrition}>
                {formatKcal(meal.calories)} · Protein {formatGrams(meal.protein)} · Carbs{' '}
                {formatGrams(meal.carbohydrates)} · Fat {formatGrams(meal.fat)}
              </p>
              <p className={styles.allergens}>
                <span className={styles.allergensLabel}>Allergens: </span>
                <MealAllergens meal={meal} />
              </p>
              <DietaryBadges meal={meal} />
              <StarRating rating={meal.rating} size={14} />
              <MealRowActions meal={meal} actions={actions} layout="row" />
            </article>
          </li>
        );
      })}
    </ul>
  );
}
