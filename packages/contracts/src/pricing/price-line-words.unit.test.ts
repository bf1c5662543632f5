import { chargeLine, deductionLine } from './price-lines';
import { priceLineWords } from './price-line-words';

const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`;

describe('priceLineWords', () => {
  it('when a line is a size premium, then it shows the count times the premium', () => {
    expect(priceLineWords(chargeLine('size_premium', 'Large size', 10, 1_99), pounds)).toEqual({
      label: 'Large size',
      detail: '10 × £1.99',
      amount: '£19.90',
    });
  });

  it('when a line is an extra, then it leads with the quantity and gives the price each when more than one', () => {
    expect(priceLineWords(chargeLine('add_on', 'Chocolate pots', 2, 3_95, 'a1'), pounds)).toEqual({
      label: '2 × Chocolate pots',
      detail: '£3.95 each',
      amount: '£7.90',
    });
    expect(priceLineWords(chargeLine('add_on', 'Sourdough', 1, 3_00, 'a2'), pounds).detail).toBeNull();
  });

  it('when delivery costs nothing, then it reads Free; when a line takes money off, then it has a minus sign', () => {
    expect(priceLineWords(chargeLine('delivery', 'Delivery', 1, 0), pounds).amount).toBe('Free');
    expect(priceLineWords(deductionLine('credit', 'Account credit', 12_50), pounds).amount).toBe('−£12.50');
  });
});
