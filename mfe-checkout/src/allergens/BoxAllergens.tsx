import { Link } from '@mealbox/web-kit/router';
import { InfoIcon, cx } from '@mealbox/web-kit';
import { SITE_PATHS } from '../checkout-paths';
import { boxAllergenSummary, type BoxMeal } from './box-allergens';
import styles from './BoxAllergens.module.css';

/**
 * A box's allergens before it is paid for and after (the cart, the confirmation, the account's orders and boxes),
 * as the law asks of a sale at a distance: what the box contains and may contain, in words a screen reader reads
 * as they are, and where each meal's full declaration is. Nothing for a box with no meals yet.
 */
export function BoxAllergens({ meals, className }: { meals: readonly BoxMeal[]; className?: string }) {
  const summary = boxAllergenSummary(meals);
  if (!summary) return null;
  return (
    <div className={cx(styles.allergens, className)} data-testid="box-allergens">
      <p className={styles.title}>Allergens</p>
      <p className={styles.summary} data-testid="box-allergens-summary">
        {summary.sentence}
      </p>
      <p className={styles.hint}>
        <InfoIcon size={16} className={styles.icon} />
        <span>
          Each meal&rsquo;s full allergen declaration, with its ingredients, is under More Info on{' '}
          <Link to={SITE_PATHS.menu}>the menu</Link>.
        </span>
      </p>
    </div>
  );
}
