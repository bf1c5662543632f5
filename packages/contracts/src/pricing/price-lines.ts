/**
 * Money as lines (DESIGN section 7): a quote, an order, a box and a refund carry their money as lines in integer
 * pence, and every screen, email, event and export renders the lines rather than re-deriving them. Charges are
 * positive lines; a discount and account credit are negative ones. Browser-safe: no zod here (the event and HTTP
 * schemas of a line are in price-line-schema.ts).
 */

/** What a line is for. Later kinds (gift cards, referrals) are added here, never renamed. */
export const PRICE_LINE_KINDS = ['plan', 'size_premium', 'add_on', 'delivery', 'discount', 'credit'] as const;
export type PriceLineKind = (typeof PRICE_LINE_KINDS)[number];

/** The kinds that take money off: their lines are never positive. */
export const DEDUCTION_KINDS: readonly PriceLineKind[] = ['discount', 'credit'];

export interface PriceLine {
  kind: PriceLineKind;
  /** What the line is about, when it is about a thing: an add-on's id, a discount code. */
  ref?: string;
  /** What the customer reads ('10 meals', 'Large size', 'Chocolate pot', 'Discount CHEF24'). */
  label: string;
  quantity: number;
  /** Pence per unit; negative for a deduction. */
  unitPence: number;
  /** quantity x unitPence, except a deduction capped by what it can take off (then its unit is the amount). */
  totalPence: number;
}

/** Lines and what they come to. */
export interface PricedLines {
  lines: PriceLine[];
  totalPence: number;
}

/** The sum of the lines, never below zero (a deduction never makes the shop owe the customer). */
export function totalOfLines(lines: readonly PriceLine[]): number {
  return Math.max(
    0,
    lines.reduce((sum, line) => sum + line.totalPence, 0),
  );
}

/** The lines of one kind. */
export function linesOfKind(lines: readonly PriceLine[], kind: PriceLineKind): PriceLine[] {
  return lines.filter((line) => line.kind === kind);
}

/** The summed total of the lines of one kind (0 when there are none). */
export function totalOfKind(lines: readonly PriceLine[], kind: PriceLineKind): number {
  return linesOfKind(lines, kind).reduce((sum, line) => sum + line.totalPence, 0);
}

/** A charge line: quantity x unit price. */
export function chargeLine(
  kind: Exclude<PriceLineKind, 'discount' | 'credit'>,
  label: string,
  quantity: number,
  unitPence: number,
  ref?: string,
): PriceLine {
  return {
    kind,
    ...(ref === undefined ? {} : { ref }),
    label,
    quantity,
    unitPence,
    totalPence: quantity * unitPence,
  };
}

/** A deduction line of `amountPence` off (stored negative). */
export function deductionLine(
  kind: 'discount' | 'credit',
  label: string,
  amountPence: number,
  ref?: string,
): PriceLine {
  // Zero off stays 0, not -0 (a kept code on a box not yet priced).
  const off = amountPence === 0 ? 0 : -Math.abs(amountPence);
  return { kind, ...(ref === undefined ? {} : { ref }), label, quantity: 1, unitPence: off, totalPence: off };
}

/**
 * Spends account credit on priced lines: a `credit` line of what the balance covers, never more than the total
 * so far (a box is never priced below zero). Any credit line already there is replaced, so re-pricing is safe.
 */
export function withCredit(priced: PricedLines, balancePence: number): PricedLines {
  const lines = priced.lines.filter((line) => line.kind !== 'credit');
  const due = totalOfLines(lines);
  const spend = Math.min(Math.max(0, balancePence), due);
  const withSpend = spend > 0 ? [...lines, deductionLine('credit', 'Account credit', spend)] : lines;
  return { lines: withSpend, totalPence: totalOfLines(withSpend) };
}

/** The credit a quote spends, as a positive number of pence (0 when none). */
export function creditSpentPence(lines: readonly PriceLine[]): number {
  return -totalOfKind(lines, 'credit');
}
