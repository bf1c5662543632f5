import type { Meal } from '@mealbox/contracts';
import {
  ArrowRightIcon,
  EmptyState,
  LinkButton,
  LoadErrorAlert,
  MealCard,
  MealCardSkeleton,
  MealGrid,
  MealGridItem,
  cx,
  describeError,
  formatPence,
  type AsyncStatus,
} from '@mealbox/web-kit';
import { ORDER_PATH } from './order-path';
import styles from './FeaturedMeals.module.css';

/**
 * The price the cards show: a meal costs the same whatever the dish, so it is the lowest live per-meal price of
 * any plan. Without it (still loading, or the pricing call failed) the cards show no price, never a guessed one.
 */
export type FeaturedPrice =
  { status: 'loading' } | { status: 'unavailable' } | { status: 'ready'; perMealPence: number };

interface FeaturedMealsProps {
  meals: Meal[] | undefined;
  status: AsyncStatus;
  error: unknown;
  onRetry: () => void;
  categoryLabel: (value: string) => string;
  onMoreInfo: (meal: Meal) => void;
  price: FeaturedPrice;
}

/** Three dishes from this week's live menu, and the way to the full menu. */
export function FeaturedMeals({
  meals,
  status,
  error,
  onRetry,
  categoryLabel,
  onMoreInfo,
  price,
}: FeaturedMealsProps) {
  return (
    <section className={styles.section} aria-labelledby="featured-title">
      <div className="mb-container">
        <div className={styles.header}>
          <div>
            <p className="mb-eyebrow">On the menu this week</p>
            <h2 id="featured-title" className={styles.title}>
              Featured Meals
            </h2>
          </div>
          <LinkButton to="/meals" variant="secondary" iconEnd={<ArrowRightIcon size={18} />}>
            See All Menu
          </LinkButton>
        </div>
        <FeaturedContent
          meals={meals}
          status={status}
          error={error}
          onRetry={onRetry}
          categoryLabel={categoryLabel}
          onMoreInfo={onMoreInfo}
          price={price}
        />
      </div>
    </section>
  );
}

function FeaturedContent({
  meals,
  status,
  error,
  onRetry,
  categoryLabel,
  onMoreInfo,
  price,
}: FeaturedMealsProps) {
  if (status === 'error') {
    return (
      <LoadErrorAlert title="We couldn’t load this week’s dishes" onRetry={onRetry} retryVariant="primary">
        {describeError(error)}
      </LoadErrorAlert>
    );
  }
  if (!meals) {
    return (
      <>
        <p role="status" className="mb-visually-hidden">
          Loading featured meals…
        </p>
        <MealGrid columns={3}>
          {[0, 1, 2].map((i) => (
            <MealGridItem key={i}>
              <MealCardSkeleton />
            </MealGridItem>
          ))}
        </MealGrid>
      </>
    );
  }
  if (meals.length === 0) {
    return (
      <EmptyState title="Our new menu is nearly ready" headingLevel={3}>
        Our chefs are preparing next week&rsquo;s dishes. Please check back soon.
      </EmptyState>
    );
  }
  return (
    <MealGrid columns={3}>
      {meals.map((meal) => (
        <MealGridItem key={meal.id}>
          <MealCard
            meal={meal}
            categoryLabel={categoryLabel(meal.category)}
            onMoreInfo={onMoreInfo}
            headingLevel={3}
            price={price.status === 'unavailable' ? undefined : <PriceLine price={price} />}
            actions={(titleId) => (
              <LinkButton to={ORDER_PATH} variant="primary" size="sm" aria-describedby={titleId}>
                Add To Cart
              </LinkButton>
            )}
          />
        </MealGridItem>
      ))}
    </MealGrid>
  );
}

function PriceLine({ price }: { price: Exclude<FeaturedPrice, { status: 'unavailable' }> }) {
  if (price.status === 'loading')
    return <div className={cx('mb-skeleton', styles.priceSkeleton)} aria-hidden="true" />;
  return (
    <p className={styles.price} data-testid="meal-price">
      From <strong className={styles.amount}>{formatPence(price.perMealPence)}</strong> per meal
    </p>
  );
}
