/**
 * Numbers written as en-GB writes them ('1,234.5', '£1,234.50'), without Intl. The first Intl formatter a page makes
 * loads the browser's locale data: about 0.12-0.2 s of a phone's main thread (4x slowdown), inside the app's first
 * render on every public page. These few rules are all the shop's numbers need, and they give Intl's exact output:
 * the number's shortest decimal form, rounded half away from zero, thousands grouped with commas, a minus sign for
 * a negative value (even one that rounds to 0). Values JavaScript writes with an exponent, and NaN or Infinity, are
 * left to Intl (none is a price, a weight or a count). The unit test holds the equivalence against Intl itself.
 * Browser-safe: `@mealbox/contracts/en-gb-numbers`.
 */
export interface DecimalDigits {
  /** Digits after the point at most (rounded half away from zero). */
  max: number;
  /** Digits after the point at least (padded with zeros); 0 by default. */
  min?: number;
}

/** '1234.56' with at most 1 digit -> '1,234.6'; with exactly 2 -> '1,234.56'. */
export function formatDecimal(value: number, digits: DecimalDigits): string {
  const min = digits.min ?? 0;
  if (!writtenPlainly(value))
    return new Intl.NumberFormat('en-GB', {
      minimumFractionDigits: min,
      maximumFractionDigits: digits.max,
    }).format(value);
  const negative = value < 0 || Object.is(value, -0);
  const [whole, fraction] = roundedDigits(String(Math.abs(value)), digits.max);
  const shown = fraction.replace(/0+$/, '').padEnd(min, '0');
  return `${negative ? '-' : ''}${grouped(whole)}${shown ? `.${shown}` : ''}`;
}

/** '£1,234.50', '-£5.00': pounds as the shop writes them. */
export function formatPounds(pounds: number): string {
  if (!writtenPlainly(pounds))
    return new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pounds);
  const digits = formatDecimal(pounds, { max: 2, min: 2 });
  return digits.startsWith('-') ? `-£${digits.slice(1)}` : `£${digits}`;
}

/** Finite and written by JavaScript without an exponent: the values these rules cover (the rest go to Intl). */
function writtenPlainly(value: number): boolean {
  return Number.isFinite(value) && !String(value).includes('e');
}

/** A decimal's digits ('1234.567') rounded to `max` after the point, half away from zero: ['1234', '57']. */
function roundedDigits(written: string, max: number): [string, string] {
  const [whole = '0', fraction = ''] = written.split('.');
  if (fraction.length <= max) return [whole, fraction];
  const kept = BigInt(whole + fraction.slice(0, max)) + (fraction.charAt(max) >= '5' ? 1n : 0n);
  const all = kept.toString().padStart(max + 1, '0');
  return [all.slice(0, all.length - max), all.slice(all.length - max)];
}

/** '1234567' -> '1,234,567'. */
function grouped(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+$)/g, ',');
}
