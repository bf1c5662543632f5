import type { NutritionTable, NutritionValues } from '@mealbox/contracts/food';
import { formatEnergy, formatGrams, formatSaltGrams } from '../format/nutrition';

/** One row of a UK nutrition table: its name, the figures per 100 g and per portion, written as a label writes them. */
export interface NutritionRow {
  key: keyof NutritionValues | 'energy';
  label: string;
  /** 'of which' rows sit under their nutrient, indented. */
  subRow: boolean;
  per100g: string;
  perPortion: string;
}

const GRAM_ROWS: ReadonlyArray<{
  key: Exclude<keyof NutritionValues, 'energy_kj' | 'energy_kcal'>;
  label: string;
}> = [
  { key: 'fat', label: 'Fat' },
  { key: 'saturates', label: 'of which saturates' },
  { key: 'carbohydrate', label: 'Carbohydrate' },
  { key: 'sugars', label: 'of which sugars' },
  { key: 'protein', label: 'Protein' },
  { key: 'salt', label: 'Salt' },
];

/** The rows in the order the law sets (energy, fat, saturates, carbohydrate, sugars, protein, salt). */
export function nutritionRows(table: NutritionTable): NutritionRow[] {
  const { per_100g: per100g, per_portion: perPortion } = table;
  return [
    {
      key: 'energy',
      label: 'Energy',
      subRow: false,
      per100g: formatEnergy(per100g.energy_kj, per100g.energy_kcal),
      perPortion: formatEnergy(perPortion.energy_kj, perPortion.energy_kcal),
    },
    ...GRAM_ROWS.map(({ key, label }) => {
      const format = key === 'salt' ? formatSaltGrams : formatGrams;
      return {
        key,
        label,
        subRow: label.startsWith('of which'),
        per100g: format(per100g[key]),
        perPortion: format(perPortion[key]),
      };
    }),
  ];
}
