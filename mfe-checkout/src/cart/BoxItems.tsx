import { mealSizeLabel, proteinPreferenceLabel } from '@mealbox/contracts/plan-choice';
import { useId } from 'react';
import type { Order } from '@mealbox/contracts';
import { BoxIcon, MealImage } from '@mealbox/web-kit';
import { BoxAllergens } from '../allergens/BoxAllergens';
import card from './Card.module.css';
import styles from './BoxItems.module.css';

/** The meals in the box (spec section 3: an item reads back as the meal and its quantity), the plan and the box's allergens. */
export function BoxItems({ order }: { order: Order }) {
  const titleId = useId();
  return (
    <section className={card.card} aria-labelledby={titleId} data-testid="box-items">
      <div className={card.head}>
        <h2 id={titleId} className={card.title}>
          <span className={card.iconTile} aria-hidden="true">
            <BoxIcon size={22} />
          </span>
          Your box
        </h2>
        <p className={card.meta}>
          {order.number_of_meals} {mealSizeLabel(order.meal_size)} meals,{' '}
          {proteinPreferenceLabel(order.protein_preference)}
        </p>
      </div>
      <ul className={styles.items}>
        {order.items.map((item) => (
          <li key={item.meal.id} className={styles.item} data-testid="box-item">
            <MealImage src={item.meal.image} className={styles.image} />
            <span className={styles.name} data-testid="box-item-name">
              {item.meal.name}
            </span>
            <span className={styles.quantity} data-testid="box-item-quantity">
              <span className="mb-visually-hidden">Quantity: </span>×{item.quantity}
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.total}>
        {order.meals_chosen} of {order.number_of_meals} meals chosen
      </p>
      <BoxAllergens meals={order.items.map((item) => item.meal)} className={styles.allergens} />
    </section>
  );
}
