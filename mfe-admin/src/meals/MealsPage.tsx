import { useCallback, useMemo, useState } from 'react';
import type { Meal } from '@mealbox/contracts';
import { Alert, Button, PlusIcon, useAsync } from '@mealbox/web-kit';
import { useDebouncedCallback } from '../hooks/use-debounced-callback';
import { useUrlQuery } from '../hooks/use-url-query';
import { AdminPageHeader } from '../layout/AdminPageHeader';
import { DeleteMealDialog } from './DeleteMealDialog';
import { MealFormModal, type MealFormTarget } from './MealFormModal';
import { MealsResults } from './MealsResults';
import { MealsToolbar } from './MealsToolbar';
import { RecipeEditorModal } from './RecipeEditorModal';
import type { MealActions } from './meal-actions';
import { fetchMeals } from './meals-api';
import { DEFAULT_MEALS_QUERY, readMealsQuery, writeMealsQuery, type MealsQuery } from './meals-query';
import styles from './MealsPage.module.css';

/** How long typing must pause before the list follows the search box. */
const SEARCH_DELAY_MS = 300;

/**
 * /manage-meals: the meal catalogue, every status, searchable and filterable by category and status, 10 a page
 * (spec: Admin screens, Meals). Add and Edit open the meal form, Recipe the meal's recipe; Delete asks first.
 * Every change reaches the menu and the meal step at once.
 */
export function MealsPage() {
  const [query, setUrlQuery] = useUrlQuery(readMealsQuery, writeMealsQuery);
  const [notice, setNotice] = useState<string | null>(null);
  // A new search, filter or page is a new list: the message about the last change no longer belongs to it.
  const setQuery = useCallback(
    (change: Partial<MealsQuery>) => {
      setNotice(null);
      setUrlQuery(change);
    },
    [setUrlQuery],
  );
  const meals = useAsync((signal) => fetchMeals(query, signal), writeMealsQuery(query).toString());

  const [searchText, setSearchText] = useState(query.search);
  const applySearch = useDebouncedCallback(
    (text: string) => setQuery({ search: text.trim(), page: 1 }),
    SEARCH_DELAY_MS,
  );
  const clearFilters = useCallback(() => {
    applySearch.cancel();
    setSearchText('');
    setQuery(DEFAULT_MEALS_QUERY);
  }, [applySearch, setQuery]);

  const [form, setForm] = useState<MealFormTarget | null>(null);
  const [deleting, setDeleting] = useState<Meal | null>(null);
  const [recipeOf, setRecipeOf] = useState<Meal | null>(null);
  const actions = useMemo<MealActions>(
    () => ({ edit: (meal) => setForm({ mode: 'edit', meal }), recipe: setRecipeOf, remove: setDeleting }),
    [],
  );
  const { retry } = meals;
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
        <AdminPageHeader title="Meals">
          <p>
            Every dish in the catalogue, on the menu or not. Only meals marked Available are offered to
            customers.
          </p>
        </AdminPageHeader>
        <Button variant="primary" icon={<PlusIcon size={18} />} onClick={() => setForm({ mode: 'add' })}>
          Add meal
        </Button>
      </div>
      <section aria-label="Meals" className={styles.section}>
        <MealsToolbar
          search={searchText}
          onSearch={(text) => {
            setSearchText(text);
            applySearch.run(text);
          }}
          category={query.category}
          onCategory={(category) => setQuery({ category, page: 1 })}
          status={query.status}
          onStatus={(status) => setQuery({ status, page: 1 })}
          allergen={query.allergen}
          onAllergen={(allergen) => setQuery({ allergen, page: 1 })}
        />
        {notice ? <Alert tone="success" title={notice} /> : null}
        <MealsResults
          meals={meals}
          query={query}
          actions={actions}
          onPage={(page) => setQuery({ page })}
          onClearFilters={clearFilters}
        />
      </section>
      <MealFormModal
        target={form}
        onClose={() => setForm(null)}
        onSaved={(meal, mode) => {
          setForm(null);
          changed(mode === 'add' ? `Added ${meal.name}.` : `Saved the changes to ${meal.name}.`);
        }}
      />
      <RecipeEditorModal
        meal={recipeOf}
        onClose={() => setRecipeOf(null)}
        onSaved={(meal) => {
          setRecipeOf(null);
          setNotice(`Saved the recipe of ${meal.name}.`);
        }}
      />
      <DeleteMealDialog
        meal={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(meal) => {
          setDeleting(null);
          changed(`Deleted ${meal.name}.`);
        }}
      />
    </>
  );
}
