import { penceToDecimal } from './pence-decimal';
import type { PriceLineDto } from './price-line-schema';
import type { PriceLine, PricedLines } from './price-lines';

// Lines as the HTTP API writes them, apart from their zod schemas so that the browser can price with them too.

export function toPriceLineDto(line: PriceLine): PriceLineDto {
  return {
    kind: line.kind,
    ref: line.ref ?? null,
    label: line.label,
    quantity: line.quantity,
    unit_price: penceToDecimal(line.unitPence),
    total: penceToDecimal(line.totalPence),
  };
}

export function toPriceLineDtos(priced: Pick<PricedLines, 'lines'>): PriceLineDto[] {
  return priced.lines.map(toPriceLineDto);
}
