import type { ReactNode } from 'react';
import { suitabilityLabel, type Suitability } from '@mealbox/contracts/food';
import type { Meal } from '@mealbox/contracts';
import { Badge, type BadgeTone } from '../ui/Badge';
import { DietaryBadges } from '../ui/DietaryBadges';
import { DropIcon, LeafIcon, ShieldIcon, WheatIcon } from '../ui/icons';
import { cardSuitability } from './suitability-badges';

const LOOK: Record<Suitability, { tone: BadgeTone; icon: ReactNode }> = {
  vegan: { tone: 'green', icon: <LeafIcon size={14} /> },
  vegetarian: { tone: 'green', icon: <LeafIcon size={14} /> },
  gluten_free: { tone: 'amber', icon: <WheatIcon size={14} /> },
  dairy_free: { tone: 'blue', icon: <DropIcon size={14} /> },
  nut_free: { tone: 'neutral', icon: <ShieldIcon size={14} /> },
};

/**
 * What a meal suits, as labelled badges (the words carry the meaning; the icons and colours only help scanning).
 * Derived from the meal's food information when it has one; a meal without (an undeclared draft, or an older
 * catalogue) keeps the three flags typed on the meal.
 */
export function MealDietBadges({
  meal,
  className,
  all = false,
}: {
  meal: Meal;
  className?: string;
  /** Every suitability, vegetarian beside vegan too ('More info'); a card shows the short set. */
  all?: boolean;
}) {
  const food = meal.food_information;
  if (!food) return <DietaryBadges meal={meal} className={className} />;
  const shown = all ? food.suitable_for : cardSuitability(food.suitable_for);
  if (shown.length === 0) return null;
  return (
    <ul className={className ? `mb-badge-list ${className}` : 'mb-badge-list'} aria-label="Suitable for">
      {shown.map((value) => (
        <li key={value}>
          <Badge tone={LOOK[value].tone} icon={LOOK[value].icon}>
            {suitabilityLabel(value)}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
