import { creditEntryDetail } from './credit-words';

describe('the words beside a credit entry', () => {
  it('when an entry is about an order and has a note, then both are said, the order first', () => {
    expect(creditEntryDetail({ order_reference: 'MB-5F3A9C21', note: 'Lid was split' })).toBe(
      'Order MB-5F3A9C21 · Lid was split',
    );
  });

  it('when it has only one of them, or neither, then only what there is', () => {
    expect(creditEntryDetail({ order_reference: 'MB-5F3A9C21', note: '' })).toBe('Order MB-5F3A9C21');
    expect(creditEntryDetail({ order_reference: null, note: ' Goodwill ' })).toBe('Goodwill');
    expect(creditEntryDetail({ order_reference: null, note: '' })).toBe('');
  });
});
