import type { AdminAddOnList } from '@mealbox/contracts';
import { CupIcon, type AsyncResult } from '@mealbox/web-kit';
import { ListResults } from '../components/ListResults';
import { rangeLabel } from '../components/paging';
import { AddOnCards } from './AddOnCards';
import { AddOnsTable } from './AddOnsTable';
import type { AddOnActions } from './add-on-actions';
import { isAddOnsFiltered, type AddOnsQuery } from './add-ons-query';

interface AddOnsResultsProps {
  addOns: AsyncResult<AdminAddOnList>;
  query: AddOnsQuery;
  actions: AddOnActions;
  onPage: (page: number) => void;
  onClearFilters: () => void;
}

/** The list itself: loading, the error, 'no add-ons', or the page of add-ons with the pager. */
export function AddOnsResults({ addOns, query, actions, onPage, onClearFilters }: AddOnsResultsProps) {
  const filtered = isAddOnsFiltered(query);
  return (
    <ListResults
      list={addOns}
      pageOf={(list) => ({ rows: list.add_ons, pagination: list.pagination })}
      loadingLabel="Loading add-ons…"
      loadErrorTitle="We couldn’t load the add-ons"
      countLabel={(pagination, rowsShown) => rangeLabel(pagination, rowsShown, ['add-on', 'add-ons'])}
      empty={{
        icon: <CupIcon size={30} />,
        title: filtered ? 'No add-ons match your search' : 'No add-ons yet',
        text: filtered
          ? 'Try another name, category or status.'
          : 'Add a dessert, a side, a drink or a breakfast to sell beside the meals.',
        showAllLabel: 'Show all add-ons',
        offerShowAll: filtered || query.page > 1,
      }}
      onClearFilters={onClearFilters}
      tableName="Add-ons"
      table={(rows, caption) => <AddOnsTable addOns={rows} actions={actions} caption={caption} />}
      cards={(rows) => <AddOnCards addOns={rows} actions={actions} />}
      onPage={onPage}
    />
  );
}
