import { isOrderList } from './order-list-answer';

const row = {
  id: '65f0c0ffee0000005f3a9c21',
  customer: 'customer-1',
  customer_name: 'Ada Lovelace',
  customer_email: 'ada@example.com',
  ordered_at: '2026-03-04T18:30:00.000Z',
  delivery_date: '2026-03-12',
  total_amount: '75.99',
  payment_status: 'pending',
  order_status: 'processing',
  protein_preference: 'MV',
  meal_size: 'S',
  number_of_meals: 8,
};
const pagination = { total: 1, page: 1, page_size: 5, total_pages: 1 };

describe('the answer of GET /api/orders/', () => {
  it('when it has the orders and their pagination, then it is taken', () => {
    expect(isOrderList({ orders: [row], pagination })).toBe(true);
    expect(isOrderList({ orders: [], pagination: { ...pagination, total: 0 } })).toBe(true);
  });

  it('when a field the card shows is missing or of another kind, then it is refused', () => {
    expect(isOrderList({ orders: [{ ...row, total_amount: 75.99 }], pagination })).toBe(false);
    expect(isOrderList({ orders: [{ ...row, payment_status: 'paid' }], pagination })).toBe(false);
    expect(isOrderList({ orders: [{ ...row, number_of_meals: 0 }], pagination })).toBe(false);
    expect(isOrderList({ orders: [{ ...row, id: undefined }], pagination })).toBe(false);
    expect(isOrderList({ orders: [row], pagination: { ...pagination, total_pages: 0 } })).toBe(false);
    expect(isOrderList({ orders: [row] })).toBe(false);
    expect(isOrderList([row])).toBe(false);
    expect(isOrderList(null)).toBe(false);
  });
});
