import type { AdminMealList } from '@mealbox/contracts';
import {
  Button,
  EmptyState,
  LoadErrorAlert,
  LoadingState,
  PlateIcon,
  cx,
  describeError,
  type AsyncResult,
} from '@mealbox/web-kit';
import { Pager } from '../components/Pager';
import { pageLabel, rangeLabel } from '../components/paging';
import { useMediaQuery } from '../hooks/use-media-query';
import { MealCards } from './MealCards';
import { MealsTable } from './MealsTable';
import type { MealActions } from './meal-actions';
import { isMealsFiltered, type MealsQuery } from './meals-query';
import styles from './MealsResults.module.css';

/** The table needs this much room beside the sidebar; narrower screens get a card per meal. */
const TABLE_MEDIA = '(min-width: 1180px)';

interface MealsResultsProps {
  meals: AsyncResult<AdminMealList>;
  query: MealsQuery;
  actions: MealActions;
  onPage: (page: number) => void;
  onClearFilters: () => void;
}

/** The list itself: loading, the error, 'no meals', or the page of meals with the pager. */
export function MealsResults({ meals, query, actions, onPage, onClearFilters }: MealsResultsProps) {
  const wide = useMediaQuery(TABLE_MEDIA);
  const { status, data } = meals;
  const error =
    status === 'error' ? (
      <LoadErrorAlert title="We couldn’t load the meals" onRetry={meals.retry}>
        <p>{describeError(meals.error)}</p>
      </LoadErrorAlert>
    ) : null;
  if (!data) return error ?? <LoadingState label="Loading meals…" />;

  const { meals: rows, pagination } = data;
  const filtered = isMealsFiltered(query);
  return (
    <div className={cx(styles.results, status === 'loading' && styles.busy)} aria-busy={status === 'loading'}>
      {error}
      <p className={styles.count} aria-live="polite">
        {status === 'loading' ? '' : rangeLabel(pagination, rows.length, ['meal', 'meals'])}
      </p>
      {rows.length === 0 ? (
        <EmptyState
          icon={<PlateIcon size={30} />}
          title={filtered ? 'No meals match your search' : 'No meals yet'}
          action={
            filtered || query.page > 1 ? (
              <Button variant="secondary" onClick={onClearFilters}>
                Show all meals
              </Button>
            ) : null
          }
        >
          <p>
            {filtered ? 'Try another name, category or status.' : 'Add the first meal to start the menu.'}
          </p>
        </EmptyState>
      ) : (
        <>
          {wide ? (
            <MealsTable
              meals={rows}
              actions={actions}
              caption={`Meals, ${pageLabel(pagination).toLowerCase()}`}
            />
          ) : (
            <MealCards meals={rows} actions={actions} />
          )}
          <Pager pagination={pagination} onPage={onPage} />
        </>
      )}
    </div>
  );
}
