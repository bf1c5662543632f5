import { everyDateFrom } from '@mealbox/contracts/london-calendar';
import { formatDate, formatDateTime, formatShortDate, formatWeekdayDate } from './dates';
import { formatPence, formatPrice, formatSignedPrice } from './money';
import { formatEnergy, formatGrams, formatKcal, formatMinutes, formatSaltGrams } from './nutrition';

describe('formatPrice', () => {
  it('when given pounds, then writes sterling with the pound sign and two decimals', () => {
    expect(formatPrice(59.99)).toBe('£59.99');
    expect(formatPrice(10)).toBe('£10.00');
    expect(formatPrice(0)).toBe('£0.00');
  });

  it('when the amount is in the thousands, then groups digits with commas', () => {
    expect(formatPrice(1234.5)).toBe('£1,234.50');
  });

  it('when the amount is negative (a discount), then keeps the sign before the pound sign', () => {
    expect(formatPrice(-10)).toBe('-£10.00');
  });
});

describe('formatPence', () => {
  it('when given integer pence, then writes pounds', () => {
    expect(formatPence(5999)).toBe('£59.99');
    expect(formatPence(8999)).toBe('£89.99');
  });
});

describe('formatDate', () => {
  it('when any API calendar date of two years is written, then it reads exactly as Intl writes it in UK time', () => {
    const intl = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'Europe/London' });
    const [long, short, weekday] = [
      intl({ dateStyle: 'long' }),
      intl({ dateStyle: 'short' }),
      intl({ weekday: 'long', day: 'numeric', month: 'long' }),
    ];
    for (const date of everyDateFrom('2027-01-01', '2028-12-31')) {
      const midday = new Date(`${date}T12:00:00Z`);
      expect([formatDate(date), formatShortDate(date), formatWeekdayDate(date)]).toEqual([
        long.format(midday),
        short.format(midday),
        weekday.format(midday),
      ]);
    }
  });

  it('when given an API calendar date, then writes it day first with the month name', () => {
    expect(formatDate('2025-03-04')).toBe('4 March 2025');
  });

  it('when given a calendar date, then no time zone moves it to another day', () => {
    expect(formatShortDate('2025-01-01')).toBe('01/01/2025');
    expect(formatShortDate('2025-12-31')).toBe('31/12/2025');
  });

  it('when given an instant, then shows it in UK time (BST in summer)', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London.
    expect(formatDate('2025-06-30T23:30:00Z')).toBe('1 July 2025');
    expect(formatDateTime('2025-06-30T23:30:00Z')).toBe('1 Jul 2025, 00:30');
  });

  it('when given a delivery day, then names the weekday', () => {
    expect(formatWeekdayDate('2025-03-04')).toBe('Tuesday 4 March');
  });

  it('when the value is not a date, then gives an empty string instead of throwing', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatShortDate('')).toBe('');
  });
});

describe('nutrition', () => {
  it('when given kcal, then rounds to whole kcal with grouping', () => {
    expect(formatKcal(540)).toBe('540 kcal');
    expect(formatKcal(1250.4)).toBe('1,250 kcal');
  });

  it('when given grams, then keeps at most one decimal and no space, as UK labels do', () => {
    expect(formatGrams(32)).toBe('32g');
    expect(formatGrams(12.5)).toBe('12.5g');
    expect(formatGrams(7.25)).toBe('7.3g');
  });

  it('when given energy, then writes kJ before kcal, each whole and grouped, as a label’s first row', () => {
    expect(formatEnergy(2301, 550)).toBe('2,301 kJ / 550 kcal');
  });

  it('when given salt, then keeps up to two decimals, as labels write salt', () => {
    expect(formatSaltGrams(1.25)).toBe('1.25g');
    expect(formatSaltGrams(0.3)).toBe('0.3g');
  });

  it('when given a cooking time, then says minutes, singular for one', () => {
    expect(formatMinutes(25)).toBe('25 minutes');
    expect(formatMinutes(1)).toBe('1 minute');
  });
});

describe('formatSignedPrice', () => {
  it('when money comes in or goes out, then the sign says which, with a true minus sign', () => {
    expect(formatSignedPrice('5.00')).toBe('+£5.00');
    expect(formatSignedPrice('-12.50')).toBe('\u2212£12.50');
    expect(formatSignedPrice('0.00')).toBe('£0.00');
  });
});
