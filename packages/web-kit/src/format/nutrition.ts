import { lazyFormatter } from '@mealbox/contracts/lazy-formatter';

/**
 * Nutrition as UK food labels write it: energy in kcal with no decimals ('1,250 kcal'), nutrients in grams with at
 * most one decimal and no space ('12.5g'); salt, the one nutrient labels give to two decimals, with up to two.
 */
const kcalNumber = lazyFormatter(() => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 }));
const gramNumber = lazyFormatter(() => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 }));
const saltNumber = lazyFormatter(() => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }));

export function formatKcal(kcal: number): string {
  return `${kcalNumber().format(kcal)} kcal`;
}

export function formatKj(kj: number): string {
  return `${kcalNumber().format(kj)} kJ`;
}

/** Energy as a label's first row has it: '2,301 kJ / 550 kcal'. */
export function formatEnergy(kj: number, kcal: number): string {
  return `${formatKj(kj)} / ${formatKcal(kcal)}`;
}

export function formatGrams(grams: number): string {
  return `${gramNumber().format(grams)}g`;
}

export function formatSaltGrams(grams: number): string {
  return `${saltNumber().format(grams)}g`;
}

/** A cooking time: '25 minutes', '1 minute'. */
export function formatMinutes(minutes: number): string {
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
