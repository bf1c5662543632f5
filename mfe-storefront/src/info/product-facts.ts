import type { MealCount, MealSize } from '@mealbox/contracts';

/**
 * How the product works, as the information pages describe it (spec sections 3 and 9, DESIGN section 9). Only
 * types come from contracts: importing its values would ship zod and every schema to the browser for a few
 * words. product-facts.unit.test.ts checks these against contracts, so the pages cannot drift from the API.
 */

export const MEAL_COUNT_OPTIONS: readonly MealCount[] = [6, 8, 10, 12, 15, 18];

export interface MealSizeFact {
  value: MealSize;
  label: string;
  calories: string;
  protein: string;
  /** Large and Lean cost a little more per meal than Standard; the amount is the live price, never stated here. */
  premium: boolean;
}

export const MEAL_SIZE_FACTS: readonly MealSizeFact[] = [
  { value: 'S', label: 'Standard', calories: '500–600 kcal', protein: '30–40 g protein', premium: false },
  { value: 'L', label: 'Large', calories: '700–900 kcal', protein: '50–65 g protein', premium: true },
  { value: 'LEAN', label: 'Lean', calories: '500–600 kcal', protein: '50–60 g protein', premium: true },
];

export const PROTEIN_PREFERENCES = ['Meat & Vegan', 'Meat Only', 'Vegan Only'] as const;

/** Delivery days: any working day (Monday to Friday) from this many working days ahead... */
export const FIRST_DELIVERY_WORKING_DAYS = 4;
/** ...up to this many days ahead (the 'two weeks ahead' promise). */
export const LAST_DELIVERY_DAYS = 14;

/** '6, 8, 10, 12, 15 or 18'. */
export function listWithOr(items: readonly (string | number)[]): string {
  const words = items.map(String);
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

/** 'Standard meals have 500–600 kcal and 30–40 g protein, Large meals 700–900 kcal and 50–65 g protein, and ...'. */
export function describeMealSizes(sizes: readonly MealSizeFact[] = MEAL_SIZE_FACTS): string {
  const parts = sizes.map(
    (size, index) => `${size.label} meals${index === 0 ? ' have' : ''} ${size.calories} and ${size.protein}`,
  );
  if (parts.length <= 1) return `${parts.join('')}.`;
  return `${parts.slice(0, -1).join(', ')}, and ${parts[parts.length - 1]}.`;
}
