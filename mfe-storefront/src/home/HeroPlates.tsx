import type { Meal } from '@mealbox/contracts';
import { ClockIcon, LeafIcon, MealImage, cx } from '@mealbox/web-kit';
import styles from './HeroPlates.module.css';

const PLATES = [styles.plateMain, styles.plateTop, styles.plateBottom];

/**
 * The hero's picture: three of this week's real dishes served on plates. Decorative (the dishes are listed, with
 * names, just below), so hidden from screen readers; shimmering empty plates while the menu loads.
 */
export function HeroPlates({ meals }: { meals: Meal[] | undefined }) {
  return (
    <div className={styles.stage} aria-hidden="true">
      <div className={styles.blob} />
      {PLATES.map((plateClass, i) => {
        const meal = meals?.[i];
        return (
          <div key={i} className={cx(styles.plate, plateClass)}>
            {meal ? (
              <MealImage src={meal.image} className={styles.food} eager />
            ) : (
              <div className={cx('mb-skeleton', styles.food)} />
            )}
          </div>
        );
      })}
      <div className={cx(styles.chip, styles.chipTime)}>
        <span className={styles.chipIcon}>
          <ClockIcon size={18} />
        </span>
        <span>
          <strong>Ready in minutes</strong>
          <small>Heat, eat, enjoy</small>
        </span>
      </div>
      <div className={cx(styles.chip, styles.chipFresh)}>
        <span className={cx(styles.chipIcon, styles.chipIconGreen)}>
          <LeafIcon size={18} />
        </span>
        <span>
          <strong>50+ dishes a month</strong>
          <small>Menu changes weekly</small>
        </span>
      </div>
    </div>
  );
}
