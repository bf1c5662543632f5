import { useState } from 'react';
import type { Meal } from '@mealbox/contracts';
import { useAsync } from '@mealbox/web-kit';
import { fetchAvailableMeals } from '../meals/meals-api';
import { categoryLabel, FALLBACK_CATEGORIES } from '../meals/fallback-categories';
import { MealDetailsModal } from '../meals/MealDetailsModal';
import { CallToActionBand } from '../shared/CallToActionBand';
import { Benefits } from './Benefits';
import { FeaturedMeals } from './FeaturedMeals';
import { Hero } from './Hero';
import { ORDER_PATH } from './order-path';
import { pickFeatured } from './pick-featured';

const labelOf = (value: string) => categoryLabel(FALLBACK_CATEGORIES, value);

/** `/`: what Mealbox is, a taste of the live menu, and the way in. */
export function HomePage() {
  const meals = useAsync((signal) => fetchAvailableMeals(undefined, signal), 'home');
  const featured = meals.data ? pickFeatured(meals.data) : undefined;
  const [selected, setSelected] = useState<Meal | null>(null);
  return (
    <>
      <Hero featured={featured} />
      <FeaturedMeals
        meals={featured}
        status={meals.status}
        error={meals.error}
        onRetry={meals.retry}
        categoryLabel={labelOf}
        onMoreInfo={setSelected}
      />
      <Benefits />
      <CallToActionBand title="Your first box is a few clicks away" to={ORDER_PATH} action="Order Now">
        <p>Pick your meals, choose a delivery day and we&rsquo;ll take care of the rest.</p>
      </CallToActionBand>
      <MealDetailsModal meal={selected} categoryLabel={labelOf} onClose={() => setSelected(null)} />
    </>
  );
}
