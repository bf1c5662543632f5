import { linesOfNamedPrice } from '@mealbox/contracts';
import type { NamedPriceFields, PriceQuote } from '@mealbox/contracts';

/** An order's price as stored before lines. */
export type LegacyPrice = NamedPriceFields & Pick<PriceQuote, 'perMealPence' | 'totalPence'>;

/** The order's stored price with its money as lines (the total unchanged). */
export function linesOfLegacyPrice(price: LegacyPrice): PriceQuote {
  const { mealSize, numberOfMeals, perMealPence, totalPence } = price;
  return { mealSize, numberOfMeals, perMealPence, lines: linesOfNamedPrice(price), totalPence };
}
