import { useCallback, useEffect, useRef, useState } from 'react';
import type { Meal } from '@mealbox/contracts';
import {
  ArrowRightIcon,
  DeliveryClaim,
  LinkButton,
  PageHeader,
  categoryLabel,
  fetchAvailableMeals,
  menuWeekWords,
  useAsync,
} from '@mealbox/web-kit';
import { NO_MENU_FILTERS, hasMenuFilters } from '@mealbox/contracts/food';
import { COPY_FILTER_ATTRIBUTES } from '@mealbox/contracts/prerender';
import { GET_STARTED_PATH, MenuMealDetails } from '../meals/MenuMealDetails';
import { CallToActionBand } from '../shared/CallToActionBand';
import { AllergenFilters } from './AllergenFilters';
import { CategoryFilter } from './CategoryFilter';
import { menuCountText } from './menu-count';
import { writeMenuFilters } from './menu-filter-params';
import { MenuResults } from './MenuResults';
import { useCategories } from './use-categories';
import { CATEGORY_PARAM, useCategoryParam } from './use-category-param';
import { useMealsInCategory } from './use-meals-in-category';
import { useMenuFiltersParam } from './use-menu-filters-param';
import { shownWeek, weekOrderNote } from './menu-week-choices';
import { useMenuWeeks } from './use-menu-weeks';
import { useWeekParam } from './use-week-param';
import { WeekSwitcher } from './WeekSwitcher';
import styles from './MenuPage.module.css';

/**
 * /meals: the menu of this week or next week (each meal rests one week in four), filterable by category and by
 * allergens and diet (free from, suitable for; filtered by the catalogue), each meal with a 'More Info' dialog.
 */
export function MenuPage() {
  const { categories, ready } = useCategories();
  const [category, setCategory] = useCategoryParam();
  const known = category === undefined || categories.some((c) => c.value === category);
  // A category the catalogue does not have (an old or mistyped link): show the whole menu rather than an error.
  useEffect(() => {
    if (ready && !known) setCategory(undefined);
  }, [ready, known, setCategory]);
  const shown = known || !ready ? category : undefined;

  const weeks = useMenuWeeks();
  const [askedWeek, setWeek] = useWeekParam();
  const week = weeks ? shownWeek(weeks, askedWeek) : undefined;
  const [filters, setFilters] = useMenuFiltersParam();
  const filtered = hasMenuFilters(filters);
  // Nothing is asked of the catalogue until the week is known: the grid keeps its placeholders meanwhile. The
  // week's whole menu is asked for and a category only narrows it here, so a chip answers in the frame it is tapped
  // (and the app renders exactly what a prerendered copy showed after filtering by itself).
  const weekMeals = useAsync(
    (signal) =>
      week ? fetchAvailableMeals(undefined, signal, week, filters) : new Promise<Meal[]>(() => undefined),
    `meals:${week ?? 'pending'}:${writeMenuFilters(new URLSearchParams(), filters).toString()}`,
  );
  const meals = useMealsInCategory(weekMeals, shown);
  const [selected, setSelected] = useState<Meal | null>(null);
  const labelOf = useCallback((value: string) => categoryLabel(categories, value), [categories]);
  const showAll = useCallback(() => setCategory(undefined), [setCategory]);
  const clearFilters = useCallback(() => setFilters(NO_MENU_FILTERS), [setFilters]);

  // Choosing a category from deep down the page (the filter bar is sticky) starts the new list from its top.
  const menuRef = useRef<HTMLElement>(null);
  const toTop = useCallback(() => {
    const top = menuRef.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) menuRef.current?.scrollIntoView({ block: 'start' });
  }, []);
  const choose = useCallback(
    (next: string | undefined) => {
      setCategory(next);
      toTop();
    },
    [setCategory, toTop],
  );
  const chooseWeek = useCallback(
    (next: string) => {
      setWeek(next);
      toTop();
    },
    [setWeek, toTop],
  );
  const weekName = weeks?.choices.find((choice) => choice.week === week)?.name;
  const orderNote = week && weeks ? weekOrderNote(week, weeks.earliest) : null;

  return (
    <>
      <PageHeader
        eyebrow="The weekly menu"
        title="Our Menu"
        actions={
          <LinkButton to={GET_STARTED_PATH} variant="accent" size="lg" iconEnd={<ArrowRightIcon size={20} />}>
            Get Started
          </LinkButton>
        }
      >
        <p>
          Chef-prepared, balanced meals made with fresh ingredients. The menu changes every week, so see
          what&rsquo;s cooking this week and next. Every dish lists its allergens; tap{' '}
          <strong>More Info</strong> for the full allergen declaration, ingredients and nutrition.
        </p>
      </PageHeader>

      <section ref={menuRef} className={`mb-container ${styles.menu}`} aria-label="Meals">
        <div className={styles.weeks}>
          <WeekSwitcher choices={weeks?.choices} selected={week} onSelect={chooseWeek} />
          {week ? (
            <div className={styles.weekNote}>
              <p data-testid="menu-week">
                Menu for the week of <strong>{menuWeekWords(week)}</strong>
              </p>
              {orderNote ? <p className={styles.orderNote}>{orderNote}</p> : null}
            </div>
          ) : null}
        </div>
        <AllergenFilters filters={filters} onChange={setFilters} />
        <div className={styles.toolbar}>
          <CategoryFilter categories={categories} selected={shown} onSelect={choose} ready={ready} />
        </div>
        <p
          className={styles.count}
          aria-live="polite"
          data-testid="menu-count"
          {...{ [COPY_FILTER_ATTRIBUTES.stale]: CATEGORY_PARAM }}
        >
          {meals.status === 'success' && meals.data
            ? menuCountText(meals.data.length, filters, shown ? labelOf(shown) : undefined, weekName)
            : ''}
        </p>
        <MenuResults
          meals={meals}
          category={shown}
          filtered={filtered}
          categoryLabel={labelOf}
          onMoreInfo={setSelected}
          onShowAll={showAll}
          onClearFilters={clearFilters}
        />
      </section>

      <CallToActionBand title="Ready to eat well this week?" to={GET_STARTED_PATH} action="Get Started">
        <p>
          Choose your plan, then skip, pause or cancel any time, with no fees. <DeliveryClaim /> across most
          of the UK.
        </p>
      </CallToActionBand>

      <MenuMealDetails meal={selected} categoryLabel={labelOf} onClose={() => setSelected(null)} />
    </>
  );
}
