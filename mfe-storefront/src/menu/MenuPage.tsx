import { useCallback, useEffect, useRef, useState } from 'react';
import type { Meal } from '@mealbox/contracts';
import {
  ArrowRightIcon,
  DeliveryClaim,
  LinkButton,
  PageHeader,
  categoryLabel,
  fetchAvailableMeals,
  useAsync,
} from '@mealbox/web-kit';
import { GET_STARTED_PATH, MenuMealDetails } from '../meals/MenuMealDetails';
import { CallToActionBand } from '../shared/CallToActionBand';
import { CategoryFilter } from './CategoryFilter';
import { MenuResults } from './MenuResults';
import { useCategories } from './use-categories';
import { useCategoryParam } from './use-category-param';
import styles from './MenuPage.module.css';

/** /meals: this week's available meals, filterable by category, each with a 'More Info' dialog. */
export function MenuPage() {
  const { categories, ready } = useCategories();
  const [category, setCategory] = useCategoryParam();
  const known = category === undefined || categories.some((c) => c.value === category);
  // A category the catalogue does not have (an old or mistyped link): show the whole menu rather than an error.
  useEffect(() => {
    if (ready && !known) setCategory(undefined);
  }, [ready, known, setCategory]);
  const shown = known || !ready ? category : undefined;

  const meals = useAsync((signal) => fetchAvailableMeals(shown, signal), `meals:${shown ?? 'all'}`);
  const [selected, setSelected] = useState<Meal | null>(null);
  const labelOf = useCallback((value: string) => categoryLabel(categories, value), [categories]);
  const showAll = useCallback(() => setCategory(undefined), [setCategory]);

  // Choosing a category from deep down the page (the filter bar is sticky) starts the new list from its top.
  const menuRef = useRef<HTMLElement>(null);
  const choose = useCallback(
    (next: string | undefined) => {
      setCategory(next);
      const top = menuRef.current?.getBoundingClientRect().top ?? 0;
      if (top < 0) menuRef.current?.scrollIntoView({ block: 'start' });
    },
    [setCategory],
  );

  return (
    <>
      <PageHeader
        eyebrow="This week’s menu"
        title="Our Menu"
        actions={
          <LinkButton to={GET_STARTED_PATH} variant="accent" size="lg" iconEnd={<ArrowRightIcon size={20} />}>
            Get Started
          </LinkButton>
        }
      >
        <p>
          Chef-prepared, balanced meals made with fresh ingredients, with new dishes every week. Tap{' '}
          <strong>More Info</strong> on any dish for its nutrition and ingredients.
        </p>
      </PageHeader>

      <section ref={menuRef} className={`mb-container ${styles.menu}`} aria-label="Meals">
        <div className={styles.toolbar}>
          <CategoryFilter categories={categories} selected={shown} onSelect={choose} ready={ready} />
        </div>
        <p className={styles.count} aria-live="polite">
          {meals.status === 'success' && meals.data
            ? countText(meals.data.length, shown && labelOf(shown))
            : ''}
        </p>
        <MenuResults
          meals={meals}
          category={shown}
          categoryLabel={labelOf}
          onMoreInfo={setSelected}
          onShowAll={showAll}
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

function countText(count: number, label: string | undefined | false): string {
  const dishes = `${count} ${count === 1 ? 'dish' : 'dishes'}`;
  return label ? `${dishes} in ${label}` : `${dishes} this week`;
}
