import type { PriceLine } from '@mealbox/contracts/price-lines';
import type { PriceLineDto } from '@mealbox/contracts';

/** The API's decimal strings to whole pence, exactly ('-10.05' -> -1005): read as text, never as a float sum. */
export function decimalToPence(decimal: string): number {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(decimal);
  if (!match) throw new Error(`Not a price: ${decimal}`);
  const pence = Number(match[2]) * 100 + Number(match[3]);
  return match[1] ? -pence : pence;
}

/** A line as the API writes it, back in pence, for the shared wording (priceLineWords). */
export function priceLineOfDto(line: PriceLineDto): PriceLine {
  return {
    kind: line.kind,
    ...(line.ref === null ? {} : { ref: line.ref }),
    label: line.label,
    quantity: line.quantity,
    unitPence: decimalToPence(line.unit_price),
    totalPence: decimalToPence(line.total),
  };
}
