import { formatDecimal } from '@mealbox/contracts/en-gb-numbers';

/**
 * Nutrition as UK food labels write it: energy in kcal with no decimals ('1,250 kcal'), nutrients in grams with at
 * most one decimal and no space ('12.5g'); salt, the one nutrient labels give to two decimals, with up to two.
 */
const kcalNumber = (value: number) => formatDecimal(value, { max: 0 });
const gramNumber = (value: number) => formatDecimal(value, { max: 1 });
const saltNumber = (value: number) => formatDecimal(value, { max: 2 });

export function formatKcal(kcal: number): string {
  return `${kcalNumber(kcal)} kcal`;
}

export function formatKj(kj: number): string {
  return `${kcalNumber(kj)} kJ`;
}

/** Energy as a label's first row has it: '2,301 kJ / 550 kcal'. */
export function formatEnergy(kj: number, kcal: number): string {
  return `${formatKj(kj)} / ${formatKcal(kcal)}`;
}

export function formatGrams(grams: number): string {
  return `${gramNumber(grams)}g`;
}

export function formatSaltGrams(grams: number): string {
  return `${saltNumber(grams)}g`;
}

/** A cooking time: '25 minutes', '1 minute'. */
export function formatMinutes(minutes: number): string {
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
