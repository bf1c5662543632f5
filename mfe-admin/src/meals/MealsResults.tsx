import type { AdminMealList } from '@mealbox/contracts';
import { PlateIcon, type AsyncResult } from '@mealbox/web-kit';
import { ListResults } from '../components/ListResults';
import { rangeLabel } from '../components/paging';
import { MealCards } from './MealCards';
import { MealsTable } from './MealsTable';
import type { MealActions } from './meal-actions';
import { isMealsFiltered, type MealsQuery } from './meals-query';

interface MealsResultsProps {
  meals: AsyncResult<AdminMealList>;
  query: MealsQuery;
  actions: MealActions;
  onPage: (page: number) => void;
  onClearFilters: () => void;
}

/** The list itself: loading, the error, 'no meals', or the page of meals with the pager. */
export function MealsResults({ meals, query, actions, onPage, onClearFilters }: MealsResultsProps) {
  const filtered = isMealsFiltered(query);
  return (
    <ListResults
      list={meals}
      pageOf={(list) => ({ rows: list.meals, pagination: list.pagination })}
      loadingLabel="Loading meals…"
      loadErrorTitle="We couldn’t load the meals"
      countLabel={(pagination, rowsShown) => rangeLabel(pagination, rowsShown, ['meal', 'meals'])}
      empty={{
        icon: <PlateIcon size={30} />,
        title: filtered ? 'No meals match your search' : 'No meals yet',
        text: filtered
          ? 'Try another name, category, status or allergen.'
          : 'Add the first meal to start the menu.',
        showAllLabel: 'Show all meals',
        offerShowAll: filtered || query.page > 1,
      }}
      onClearFilters={onClearFilters}
      tableName="Meals"
      table={(rows, caption) => <MealsTable meals={rows} actions={actions} caption={caption} />}
      cards={(rows) => <MealCards meals={rows} actions={actions} />}
      onPage={onPage}
    />
  );
}
