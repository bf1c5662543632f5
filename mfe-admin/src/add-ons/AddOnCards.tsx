import type { AddOn } from '@mealbox/contracts';
import { addOnCategoryLabel } from '@mealbox/contracts/add-ons';
import { MealAllergens } from '../meals/MealAllergens';
import { MealThumb } from '../meals/MealThumb';
import { AddOnRowActions } from './AddOnRowActions';
import { AddOnStatusBadge } from './AddOnStatusBadge';
import type { AddOnActions } from './add-on-actions';
import { addOnPriceText, stockPerWeekText } from './add-on-labels';
import styles from '../meals/MealCards.module.css';

/** The add-ons on phones and tablets: a card each, its picture beside the name, the actions below. */
export function AddOnCards({ addOns, actions }: { addOns: readonly AddOn[]; actions: AddOnActions }) {
  return (
    <ul className={styles.cards}>
      {addOns.map((addOn) => {
        const titleId = `add-on-card-${addOn.id}`;
        return (
          <li key={addOn.id}>
            <article
              className={styles.card}
              aria-labelledby={titleId}
              data-testid="add-on-row"
              data-category={addOn.category}
            >
              <div className={styles.head}>
                <MealThumb src={addOn.image} />
                <div className={styles.who}>
                  <h2 id={titleId} className={styles.name}>
                    {addOn.name}
                  </h2>
                  <p className={styles.category}>{addOnCategoryLabel(addOn.category)}</p>
                </div>
                <AddOnStatusBadge status={addOn.status} />
              </div>
              <p className={styles.nutrition}>
                {addOnPriceText(addOn)} · Stock per week: {stockPerWeekText(addOn)}
              </p>
              <p className={styles.allergens}>
                <span className={styles.allergensLabel}>Allergens: </span>
                <MealAllergens meal={addOn} />
              </p>
              <AddOnRowActions addOn={addOn} actions={actions} layout="row" />
            </article>
          </li>
        );
      })}
    </ul>
  );
}
