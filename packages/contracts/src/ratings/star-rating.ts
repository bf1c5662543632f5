/**
 * Star ratings of meals: what a customer may give and how the shop sums them up. Zod-free, so the account's star
 * control and the meal cards (`@mealbox/contracts/star-rating`) run the same rule as ordering and the catalogue.
 */

/** The stars a customer may give a meal: whole stars from one to five. */
export const STAR_CHOICES = [1, 2, 3, 4, 5] as const;
export type Stars = (typeof STAR_CHOICES)[number];
export const MAX_STARS = 5;

export const isStars = (value: unknown): value is Stars => STAR_CHOICES.some((stars) => stars === value);

/** A meal's ratings as the shop shows them: the average to one decimal (null while there is none) and how many. */
export interface MealRating {
  average: number | null;
  count: number;
}

/**
 * The average of `count` ratings adding up to `sum`, to one decimal, rounded half up (4.25 reads 4.3, as a
 * customer rounds). Worked in tenths of an integer so binary fractions never round 4.25 down to 4.2.
 */
export function mealRatingOf(sum: number, count: number): MealRating {
  if (count <= 0) return { average: null, count: 0 };
  return { average: Math.round((sum * 10) / count) / 10, count };
}
