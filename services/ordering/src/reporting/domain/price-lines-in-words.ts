import { penceToDecimal, priceLineWords } from '@mealbox/contracts';
import type { PriceLine } from '@mealbox/contracts';

const pounds = (pence: number): string => `£${penceToDecimal(pence)}`;

/**
 * An order's lines as one CSV cell, in the words every screen uses: '8 meals £75.99; 2 × Chocolate pots (£3.95
 * each) £7.90; Delivery Free; Discount code CHEF24 −£10.00'. Orders with the same lines share the text, which the
 * report's rows keep once (see StringTable).
 */
export function priceLinesInWords(lines: readonly PriceLine[]): string {
  return lines
    .map((line) => {
      const words = priceLineWords(line, pounds);
      return `${words.label}${words.detail ? ` (${words.detail})` : ''} ${words.amount}`;
    })
    .join('; ');
}
