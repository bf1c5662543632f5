import { NO_FACTS, withContact } from './dashboard-facts';
import type { OrderFacts } from './dashboard-facts';
import { contactIdOf, searchMoveOf, searchPlacementOf } from './order-search-lists';

const ORDER = '65a1b2c3d4e5f60718293a4b';
const placedAt = Date.parse('2026-06-30T23:30:00Z');
const ada = { name: 'Ada Lovelace', email: 'ada@example.co.uk' };
const placed: OrderFacts = {
  ...NO_FACTS,
  placedDay: '2026-07-01',
  placedAt,
  orderStatus: 'processing',
  paymentStatus: 'pending',
  contact: ada,
};

describe('the order search lists', () => {
  it('when OrderPlaced has not been seen, then the order is in no contact’s list, whatever its contact', () => {
    expect(searchPlacementOf(ORDER, NO_FACTS)).toBeNull();
    expect(withContact(NO_FACTS, ada)).toBe(NO_FACTS);
  });

  it('when the order is placed, then it joins its contact’s list and the contact is named for the followers', () => {
    expect(searchMoveOf(ORDER, NO_FACTS, placed)).toEqual({
      from: null,
      to: { list: contactIdOf(ada), entry: { at: placedAt, id: ORDER, status: 'processing' } },
      contact: { id: contactIdOf(ada), ...ada },
    });
  });

  it('when its status changes, then its entry in the same list is replaced and no contact is announced', () => {
    const move = searchMoveOf(ORDER, placed, { ...placed, orderStatus: 'cancelled' });
    expect(move?.from?.entry.status).toBe('processing');
    expect(move?.to).toEqual({
      list: contactIdOf(ada),
      entry: { at: placedAt, id: ORDER, status: 'cancelled' },
    });
    expect(move?.contact).toBeNull();
  });

  it('when the customer’s name and email are filled in on the order, then it moves to the new contact’s list', () => {
    const before = { ...placed, contact: { name: 'ada1815', email: '' } };
    const after = withContact(before, ada);
    const move = searchMoveOf(ORDER, before, after);
    expect(move?.from?.list).toBe(contactIdOf({ name: 'ada1815', email: '' }));
    expect(move?.to?.list).toBe(contactIdOf(ada));
    expect(move?.contact).toEqual({ id: contactIdOf(ada), ...ada });
  });

  it('when only the payment or the total changes, then the order stays where it is', () => {
    expect(searchMoveOf(ORDER, placed, { ...placed, paymentStatus: 'completed', totalPence: 1 })).toBeNull();
    expect(withContact(placed, { ...ada })).toBe(placed);
  });

  it('when two contacts differ only in where a name ends and an email begins, then their ids differ', () => {
    expect(contactIdOf({ name: 'ab', email: 'c' })).not.toBe(contactIdOf({ name: 'a', email: 'bc' }));
  });
});
