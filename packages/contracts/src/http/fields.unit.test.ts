import type { z } from 'zod';
import { penceToDecimal, priceInput, requiredEmail, requiredText } from './fields';

const price = priceInput(99_99);
const messagesOf = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map((issue) => issue.message);

describe('priceInput', () => {
  it('when a price comes as text or a JSON number, then it becomes exact integer pence', () => {
    expect(price.parse('59.99')).toBe(59_99);
    expect(price.parse(' 59.9 ')).toBe(59_90);
    expect(price.parse('60')).toBe(60_00);
    expect(price.parse(59.99)).toBe(59_99);
    expect(price.parse(0.1)).toBe(10);
    expect(price.parse(0)).toBe(0);
    expect(price.parse('0.00')).toBe(0);
  });

  it('when the value is not a price, then it says "Please enter a valid price."', () => {
    for (const input of [
      'abc',
      '',
      '1e3',
      '5.',
      '.5',
      '1,50',
      null,
      true,
      {},
      { $gt: 0 },
      [],
      NaN,
      Infinity,
    ]) {
      expect(messagesOf(price, input)).toEqual(['Please enter a valid price.']);
    }
  });

  it('when the value is missing, then the field is required', () => {
    expect(messagesOf(price, undefined)).toEqual(['This field is required.']);
  });

  it('when the price is negative, has fractions of a penny or is over the limit, then it says why', () => {
    expect(messagesOf(price, '-1.00')).toEqual(['Please enter a valid price: it cannot be negative.']);
    expect(messagesOf(price, -0.5)).toEqual(['Please enter a valid price: it cannot be negative.']);
    expect(messagesOf(price, '1.999')).toEqual([
      'Please enter a valid price with no more than 2 decimal places.',
    ]);
    expect(messagesOf(price, 0.1 + 0.2)).toEqual([
      'Please enter a valid price with no more than 2 decimal places.',
    ]);
    expect(messagesOf(price, '100.00')).toEqual(['Please enter a valid price of no more than £99.99.']);
    expect(messagesOf(price, '9'.repeat(40))).toEqual(['Please enter a valid price.']);
    expect(price.parse('99.99')).toBe(99_99);
  });
});

describe('penceToDecimal', () => {
  it('when pence are written as pounds, then there are always two decimals', () => {
    expect([0, 5, 50, 59_99, 100_00, 1_000_00].map(penceToDecimal)).toEqual([
      '0.00',
      '0.05',
      '0.50',
      '59.99',
      '100.00',
      '1000.00',
    ]);
  });
});

describe('text fields', () => {
  it('when text is blank, too long or not a string, then each gets its own message', () => {
    const name = requiredText(5);
    expect(name.parse('  Ada ')).toBe('Ada');
    expect(messagesOf(name, '   ')).toEqual(['This field may not be blank.']);
    expect(messagesOf(name, 'Adaline')).toEqual(['Ensure this field has no more than 5 characters.']);
    expect(messagesOf(name, { $ne: null })).toEqual(['Not a valid string.']);
    expect(messagesOf(name, undefined)).toEqual(['This field is required.']);
  });

  it('when an e-mail address is given, then it is trimmed, lower-cased and checked', () => {
    expect(requiredEmail.parse(' Ada@Example.CO.UK ')).toBe('ada@example.co.uk');
    expect(messagesOf(requiredEmail, 'not-an-address')).toEqual(['Enter a valid email address.']);
  });
});
