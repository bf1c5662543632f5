import { formatDecimal, formatPounds } from './en-gb-numbers';

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const intl = (max: number, min = 0) =>
  new Intl.NumberFormat('en-GB', { maximumFractionDigits: max, minimumFractionDigits: min });

/** Values where rounding and grouping can go wrong, then many ordinary ones (a fixed seed: the same every run). */
function sampleValues(): number[] {
  const edges = [
    0,
    -0,
    0.5,
    1.5,
    2.5,
    -2.5,
    0.05,
    0.15,
    0.25,
    0.005,
    1.005,
    2.675,
    1.045,
    -0.004,
    -0.04,
    0.999,
    9.995,
    99.995,
    999.95,
    999.5,
    1000,
    12_345_678.95,
    59.99,
    1234.5,
    0.1 + 0.2,
    1e-6,
    123_456_789_012.345,
    0.000_001_5,
  ];
  let seed = 42;
  const random = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
  const ordinary = Array.from({ length: 4000 }, (_, index) => {
    const scale = 10 ** Math.floor(random() * 9 - 2);
    const value = Math.round(random() * scale * 1000) / 1000;
    return index % 5 === 0 ? -value : value;
  });
  const pence = Array.from({ length: 2000 }, () => Math.floor(random() * 10_000_000) / 100);
  return [...edges, ...ordinary, ...pence];
}

describe('en-GB numbers without Intl', () => {
  const values = sampleValues();

  it.each([0, 1, 2])(
    'when a number is written with at most %i decimals, then it reads exactly as Intl writes it',
    (max) => {
      const expected = intl(max);
      for (const value of values)
        expect([value, formatDecimal(value, { max })]).toEqual([value, expected.format(value)]);
    },
  );

  it('when a number is written with exactly 2 decimals, then it reads exactly as Intl writes it', () => {
    const expected = intl(2, 2);
    for (const value of values)
      expect([value, formatDecimal(value, { max: 2, min: 2 })]).toEqual([value, expected.format(value)]);
  });

  it('when an amount is written in pounds, then it reads exactly as Intl’s GBP currency writes it', () => {
    for (const value of values) expect([value, formatPounds(value)]).toEqual([value, pounds.format(value)]);
  });

  it('when a value is not an ordinary number, then Intl writes it (no price is)', () => {
    for (const value of [Number.NaN, Infinity, -Infinity, 1e21, 1e-7])
      expect(formatPounds(value)).toBe(pounds.format(value));
  });

  it('when the shop writes its own figures, then they read as a British customer expects', () => {
    expect(formatPounds(1234.5)).toBe('£1,234.50');
    expect(formatPounds(-5)).toBe('-£5.00');
    expect(formatDecimal(2301, { max: 0 })).toBe('2,301');
    expect(formatDecimal(12.55, { max: 1 })).toBe('12.6');
  });
});
