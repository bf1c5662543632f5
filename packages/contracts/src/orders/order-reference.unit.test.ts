import { orderReference, parseOrderReference } from './order-reference';

describe('order references', () => {
  it('when an order id is given, then its reference is MB- and the last eight hex digits in capitals', () => {
    expect(orderReference('665f1c2a9b1e8a00123abcde')).toBe('MB-123ABCDE');
  });

  it('when staff type a reference in any case, with MB-, MB or nothing in front and spaces around, then it reads as the canonical reference', () => {
    for (const typed of ['MB-5F3A9C21', 'mb-5f3a9c21', 'MB5F3A9C21', 'mb5f3a9c21', '5F3A9C21', '  5f3a9c21 '])
      expect(parseOrderReference(typed)).toBe('MB-5F3A9C21');
  });

  it('when the text is not eight hex digits after an optional MB-, then it is not a reference', () => {
    for (const typed of [
      '',
      'MB-',
      'MB-5F3A9C2',
      'MB-5F3A9C210',
      'MB-5F3A9C2G',
      'MB 5F3A9C21',
      'MB--5F3A9C21',
      'XMB-5F3A9C21',
      '665f1c2a9b1e8a00123abcde',
      'ada lovelace',
    ])
      expect(parseOrderReference(typed)).toBeNull();
  });

  it('when a reference is shown and typed back, then it reads as itself', () => {
    const shown = orderReference('665f1c2a9b1e8a00123abcde');
    expect(parseOrderReference(shown.toLowerCase())).toBe(shown);
  });
});
