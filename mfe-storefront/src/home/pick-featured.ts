import type { Meal } from '@mealbox/contracts';

/** Courses in the order the homepage features them: a main first, then the range of the menu. */
const FEATURE_ORDER: ReadonlyArray<Meal['category']> = [
  'main_course',
  'breakfast',
  'dessert',
  'appetizer',
  'beverages',
];

/**
 * The homepage's featured meals: one dish from each of several courses, so three cards show the breadth of the
 * menu rather than three similar bowls; topped up in menu order when there are fewer courses than cards.
 */
export function pickFeatured(meals: readonly Meal[], count = 3): Meal[] {
  const firstOfEach = FEATURE_ORDER.map((category) =>
    meals.find((meal) => meal.category === category),
  ).filter((meal): meal is Meal => meal !== undefined);
  const rest = meals.filter((meal) => !firstOfEach.includes(meal));
  return [...firstOfEach, ...rest].slice(0, count);
}
