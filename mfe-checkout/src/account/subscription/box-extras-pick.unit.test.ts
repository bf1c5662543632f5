import {
  extrasLeftOut,
  extrasPickOf,
  extrasPickWords,
  extrasToSave,
  withExtraQuantity,
} from './box-extras-pick';
import { delivery } from './subscription-fixtures';

const PUDDING = { id: 'a1', price: '4.50' };
const JUICE = { id: 'a2', price: '2.25' };
const ON_SALE = [PUDDING, JUICE];

describe('choosing the extras of one box', () => {
  it('when the box has extras (its own or the every-week ones), then the picker starts from them', () => {
    const box = delivery('2026-03-12', {
      extras: [{ add_on_id: 'a2', name: 'Cloudy Apple Juice', quantity: 2 }],
    });
    expect([...extrasPickOf(box)]).toEqual([['a2', 2]]);
    expect([...extrasPickOf(delivery('2026-03-12'))]).toEqual([]);
  });

  it('when a quantity is changed, then it stays between 0 and 10, and 0 takes the extra out', () => {
    const one = withExtraQuantity(new Map(), 'a1', 1);
    expect([...one]).toEqual([['a1', 1]]);
    expect([...withExtraQuantity(one, 'a1', 11)]).toEqual([['a1', 10]]);
    expect([...withExtraQuantity(one, 'a1', 0)]).toEqual([]);
    expect([...withExtraQuantity(one, 'a1', -1)]).toEqual([]);
  });

  it('when the pick is saved, then only extras on sale are sent, in the shop’s order, and those left out are named', () => {
    const pick = new Map([
      ['gone', 1],
      ['a2', 2],
      ['a1', 1],
    ]);
    expect(extrasToSave(pick, ON_SALE)).toEqual([
      { add_on_id: 'a1', quantity: 1 },
      { add_on_id: 'a2', quantity: 2 },
    ]);
    expect(extrasToSave(new Map(), ON_SALE)).toEqual([]);
    const box = delivery('2026-03-12', {
      extras: [
        { add_on_id: 'gone', name: 'Lemon Tart', quantity: 1 },
        { add_on_id: 'a1', name: 'Sticky Toffee Pudding', quantity: 1 },
      ],
    });
    expect(extrasLeftOut(box, ON_SALE)).toEqual(['Lemon Tart']);
  });

  it('when extras are picked, then the running total says how many and what they cost today', () => {
    expect(extrasPickWords(new Map(), ON_SALE)).toBe('No extras in this box.');
    expect(extrasPickWords(new Map([['a1', 1]]), ON_SALE)).toBe(
      '1 extra in this box: £4.50, charged with it.',
    );
    expect(
      extrasPickWords(
        new Map([
          ['a1', 2],
          ['a2', 1],
        ]),
        ON_SALE,
      ),
    ).toBe('3 extras in this box: £11.25, charged with it.');
  });
});
