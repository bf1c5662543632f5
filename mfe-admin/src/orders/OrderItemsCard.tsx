import { MEAL_SIZES, PROTEIN_PREFERENCES } from '@mealbox/contracts/plan-choice';
import type { Order } from '@mealbox/contracts';
import { categoryLabel } from '@mealbox/web-kit';
import { MealThumb } from '../meals/MealThumb';
import cardStyles from './DetailCard.module.css';
import styles from './OrderItemsCard.module.css';

const labelOf = (options: ReadonlyArray<{ value: string; label: string }>, value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

/** The box: the plan it was priced by and each chosen meal with its picture and how many. */
export function OrderItemsCard({ order }: { order: Order }) {
  const plan = `${order.number_of_meals} ${labelOf(MEAL_SIZES, order.meal_size)} meals · ${labelOf(
    PROTEIN_PREFERENCES,
    order.protein_preference,
  )}`;
  return (
    <section className={cardStyles.card} aria-labelledby="items-heading" data-testid="order-items">
      <div className={cardStyles.head}>
        <h2 id="items-heading" className={cardStyles.title}>
          Meals
        </h2>
        <p className={styles.plan}>{plan}</p>
      </div>
      {order.items.length === 0 ? (
        <p className={cardStyles.note}>No meals have been chosen for this box yet.</p>
      ) : (
        <ul className={styles.items}>
          {order.items.map((item) => (
            <li key={item.meal.id} className={styles.item} data-testid="order-item">
              <MealThumb src={item.meal.image} />
              <span className={styles.text}>
                <span className={styles.name}>{item.meal.name}</span>
                <span className={styles.category}>{categoryLabel([], item.meal.category)}</span>
              </span>
              <span className={styles.quantity} aria-label={`Quantity ${item.quantity}`}>
                × {item.quantity}
              </span>
            </li>
          ))}
        </ul>
      )}
      {order.meals_remaining > 0 && order.items.length > 0 ? (
        <p className={cardStyles.note}>
          {order.meals_remaining} of {order.number_of_meals} meals still to choose.
        </p>
      ) : null}
    </section>
  );
}
