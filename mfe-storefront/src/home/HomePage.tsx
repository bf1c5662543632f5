import { useState } from 'react';
import type { Meal, MealPlanPricingRow } from '@mealbox/contracts';
import {
  MEAL_CATEGORY_CHOICES,
  categoryLabel,
  fetchAvailableMeals,
  useAsync,
  type AsyncStatus,
} from '@mealbox/web-kit';
import { cheapestPerMealPence } from '../pricing/plan-cards';
import { fetchPlanPricingRows } from '../plan/plan-api';
import { MenuMealDetails } from '../meals/MenuMealDetails';
import { browserLondonDay } from '../menu/menu-week-choices';
import { CallToActionBand } from '../shared/CallToActionBand';
import { Benefits } from './Benefits';
import { FeaturedMeals, type FeaturedPrice } from './FeaturedMeals';
import { Hero } from './Hero';
import { ORDER_PATH } from './order-path';
import { pickFeatured } from './pick-featured';
import { Testimonials } from './Testimonials';

const labelOf = (value: string) => categoryLabel(MEAL_CATEGORY_CHOICES, value);

/** `/`: what Mealbox is, a taste of the live menu, and the way in. */
export function HomePage() {
  // A taste of this week's menu: what is cooking now (the weekly menu rests some dishes each week).
  const meals = useAsync((signal) => fetchAvailableMeals(undefined, signal, browserLondonDay()), 'home');
  const featured = meals.data ? pickFeatured(meals.data) : undefined;
  const pricing = useAsync(fetchPlanPricingRows, 'home-pricing');
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
        price={featuredPrice(pricing.status, pricing.data)}
      />
      <Benefits />
      <Testimonials />
      <CallToActionBand title="Your first box is a few clicks away" to={ORDER_PATH} action="Order Now">
        <p>Pick your meals, choose a delivery day and we&rsquo;ll take care of the rest.</p>
      </CallToActionBand>
      <MenuMealDetails meal={selected} categoryLabel={labelOf} onClose={() => setSelected(null)} />
    </>
  );
}

function featuredPrice(status: AsyncStatus, rows: MealPlanPricingRow[] | undefined): FeaturedPrice {
  const perMealPence = rows ? cheapestPerMealPence(rows) : undefined;
  if (perMealPence !== undefined) return { status: 'ready', perMealPence };
  return status === 'loading' ? { status: 'loading' } : { status: 'unavailable' };
}
