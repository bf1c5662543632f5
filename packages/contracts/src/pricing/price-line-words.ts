import type { PriceLine } from './price-lines';

/** How a line reads wherever it is shown (cart, account, staff order page, email): one wording everywhere. */
export interface PriceLineWords {
  /** 'Large size', '2 × Sticky toffee pudding', 'Discount code CHEF24'. */
  label: string;
  /** The sum behind it, when there is one: '10 × £1.99', '£4.50 each'. */
  detail: string | null;
  /** '£19.90', 'Free' for free delivery, '−£10.00' for a deduction (a true minus sign). */
  amount: string;
}

/** Words for a line, with the caller's pounds formatter (the browser's and the email's are made differently). */
export function priceLineWords(line: PriceLine, pounds: (pence: number) => string): PriceLineWords {
  const amount =
    line.totalPence < 0
      ? `−${pounds(-line.totalPence)}`
      : line.kind === 'delivery' && line.totalPence === 0
        ? 'Free'
        : pounds(line.totalPence);
  switch (line.kind) {
    case 'size_premium':
      return { label: line.label, detail: `${line.quantity} × ${pounds(line.unitPence)}`, amount };
    case 'add_on':
      return {
        label: `${line.quantity} × ${line.label}`,
        detail: line.quantity > 1 ? `${pounds(line.unitPence)} each` : null,
        amount,
      };
    default:
      return { label: line.label, detail: null, amount };
  }
}
