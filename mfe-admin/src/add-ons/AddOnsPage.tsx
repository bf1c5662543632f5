import { useCallback, useMemo, useState } from 'react';
import type { AddOn } from '@mealbox/contracts';
import { Alert, Button, PlusIcon, useAsync } from '@mealbox/web-kit';
import { useDebouncedCallback } from '../hooks/use-debounced-callback';
import { useUrlQuery } from '../hooks/use-url-query';
import { AdminPageHeader } from '../layout/AdminPageHeader';
import { AddOnFormModal, type AddOnFormTarget } from './AddOnFormModal';
import { AddOnsResults } from './AddOnsResults';
import { AddOnsToolbar } from './AddOnsToolbar';
import { DeleteAddOnDialog } from './DeleteAddOnDialog';
import type { AddOnActions } from './add-on-actions';
import { fetchAddOns } from './add-ons-api';
import { DEFAULT_ADD_ONS_QUERY, readAddOnsQuery, writeAddOnsQuery, type AddOnsQuery } from './add-ons-query';
import styles from '../meals/MealsPage.module.css';

/** How long typing must pause before the list follows the search box. */
const SEARCH_DELAY_MS = 300;

/**
 * /manage-add-ons: what the shop sells beside the meals (desserts, sides, drinks, breakfast), every status,
 * searchable and filterable, 10 a page, each with its price and weekly stock. Add and Edit open the add-on form
 * (the meal editor's look and food questions); Delete asks first.
 */
export function AddOnsPage() {
  const [query, setUrlQuery] = useUrlQuery(readAddOnsQuery, writeAddOnsQuery);
  const [notice, setNotice] = useState<string | null>(null);
  // A new search, filter or page is a new list: the message about the last change no longer belongs to it.
  const setQuery = useCallback(
    (change: Partial<AddOnsQuery>) => {
      setNotice(null);
      setUrlQuery(change);
    },
    [setUrlQuery],
  );
  const addOns = useAsync((signal) => fetchAddOns(query, signal), writeAddOnsQuery(query).toString());

  const [searchText, setSearchText] = useState(query.search);
  const applySearch = useDebouncedCallback(
    (text: string) => setQuery({ search: text.trim(), page: 1 }),
    SEARCH_DELAY_MS,
  );
  const clearFilters = useCallback(() => {
    applySearch.cancel();
    setSearchText('');
    setQuery(DEFAULT_ADD_ONS_QUERY);
  }, [applySearch, setQuery]);

  const [form, setForm] = useState<AddOnFormTarget | null>(null);
  const [deleting, setDeleting] = useState<AddOn | null>(null);
  const actions = useMemo<AddOnActions>(
    () => ({ edit: (addOn) => setForm({ mode: 'edit', addOn }), remove: setDeleting }),
    [],
  );
  const { retry } = addOns;
  // After a change the page is asked for again, so it shows what the catalogue now holds, filters still applied.
  const changed = useCallback(
    (message: string) => {
      setNotice(message);
      retry();
    },
    [retry],
  );

  return (
    <>
      <div className={styles.top}>
        <AdminPageHeader title="Add-ons">
          <p>
            Desserts, sides, drinks and breakfasts customers can add to a box. Only add-ons marked Available
            can be bought.
          </p>
        </AdminPageHeader>
        <Button variant="primary" icon={<PlusIcon size={18} />} onClick={() => setForm({ mode: 'add' })}>
          Add add-on
        </Button>
      </div>
      <section aria-label="Add-ons" className={styles.section}>
        <AddOnsToolbar
          search={searchText}
          onSearch={(text) => {
            setSearchText(text);
            applySearch.run(text);
          }}
          category={query.category}
          onCategory={(category) => setQuery({ category, page: 1 })}
          status={query.status}
          onStatus={(status) => setQuery({ status, page: 1 })}
        />
        {notice ? <Alert tone="success" title={notice} /> : null}
        <AddOnsResults
          addOns={addOns}
          query={query}
          actions={actions}
          onPage={(page) => setQuery({ page })}
          onClearFilters={clearFilters}
        />
      </section>
      <AddOnFormModal
        target={form}
        onClose={() => setForm(null)}
        onSaved={(addOn, mode) => {
          setForm(null);
          changed(mode === 'add' ? `Added ${addOn.name}.` : `Saved the changes to ${addOn.name}.`);
        }}
      />
      <DeleteAddOnDialog
        addOn={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(addOn) => {
          setDeleting(null);
          changed(`Deleted ${addOn.name}.`);
        }}
      />
    </>
  );
}
