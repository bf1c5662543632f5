import type { Meal } from '@mealbox/contracts';
import {
  Button,
  EmptyState,
  LoadErrorAlert,
  MealCard,
  MealCardSkeleton,
  MealGrid,
  MealGridItem,
  describeError,
  type AsyncResult,
} from '@mealbox/web-kit';
import { CATEGORY_PARAM } from './use-category-param';

interface MenuResultsProps {
  meals: AsyncResult<Meal[]>;
  category: string | undefined;
  /** Allergen or diet filters are in force (the empty state then offers to clear them). */
  filtered: boolean;
  categoryLabel: (value: string) => string;
  onMoreInfo: (meal: Meal) => void;
  onShowAll: () => void;
  onClearFilters: () => void;
}

const SKELETONS = 6;

/** The menu grid in each of its states: loading, failed, empty, or the meals. */
export function MenuResults({
  meals,
  category,
  filtered,
  categoryLabel,
  onMoreInfo,
  onShowAll,
  onClearFilters,
}: MenuResultsProps) {
  if (meals.status === 'error') {
    return (
      <LoadErrorAlert title="We couldn’t load the menu" onRetry={meals.retry} retryVariant="primary">
        {describeError(meals.error)}
      </LoadErrorAlert>
    );
  }

  if (!meals.data) {
    return (
      <>
        <p role="status" className="mb-visually-hidden">
          Loading meals…
        </p>
        <MealGrid>
          {Array.from({ length: SKELETONS }, (_, i) => (
            <MealGridItem key={i}>
              <MealCardSkeleton />
            </MealGridItem>
          ))}
        </MealGrid>
      </>
    );
  }

  if (meals.status === 'success' && meals.data.length === 0 && filtered) {
    return (
      <EmptyState
        title="No meals match your filters."
        action={
          <Button variant="primary" onClick={onClearFilters}>
            Clear filters
          </Button>
        }
      >
        Every dish is declared against all 14 allergens, so try ticking fewer, choosing another category or
        looking at the other week&rsquo;s menu.
      </EmptyState>
    );
  }

  if (meals.status === 'success' && meals.data.length === 0) {
    return category ? (
      <EmptyState
        title="No meals available in this category at the moment."
        action={
          <Button variant="primary" onClick={onShowAll}>
            Show all meals
          </Button>
        }
      >
        New dishes arrive every week, so please check back soon.
      </EmptyState>
    ) : (
      <EmptyState title="No meals available at the moment.">
        Our chefs are preparing next week&rsquo;s menu. Please check back soon.
      </EmptyState>
    );
  }

  return (
    <MealGrid busy={meals.status === 'loading'}>
      {meals.data.map((meal, index) => (
        <MealGridItem key={meal.id} copyFilter={{ name: CATEGORY_PARAM, value: meal.category }}>
          <MealCard
            meal={meal}
            categoryLabel={categoryLabel(meal.category)}
            onMoreInfo={onMoreInfo}
            eagerImage={index < 4}
          />
        </MealGridItem>
      ))}
    </MealGrid>
  );
}
