import { lazyFormatter } from '@mealbox/contracts/lazy-formatter';

/**
 * Nutrition as UK food labels write it: energy in kcal with no decimals ('1,250 kcal'), nutrients in grams with at
 * most one decimal and no space ('12.5g').
 */
const kcalNumber = lazyFormatter(() => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 }));
const gramNumber = lazyFormatter(() => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 }));

export function formatKcal(kcal: number): string {
  return `${kcalNumber().format(kcal)} kcal`;
}

export function formatGrams(grams: number): string {
  return `${gramNumber().format(grams)}g`;
}
