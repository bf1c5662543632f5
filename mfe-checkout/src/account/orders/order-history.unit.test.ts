import type { OrderList, OrderSummary } from '@mealbox/contracts';
import {
  historyDay,
  orderCount,
  orderPaging,
  orderRowWords,
  orderStatusWords,
  pageToReadInstead,
  paymentStatusWords,
} from './order-history';

/** Tuesday 10 March 2026, London. */
const TODAY = new Date('2026-03-10T09:00:00Z');

const summary = (change: Partial<OrderSummary> = {}): OrderSummary => ({
  id: '65f0c0ffee0000005f3a9c21',
  customer: 'customer-1',
  customer_name: 'Ada Lovelace',
  customer_email: 'ada@example.com',
  ordered_at: '2026-03-04T18:30:00.000Z',
  delivery_date: '2026-03-12',
  total_amount: '75.99',
  payment_status: 'completed',
  order_status: 'preparing',
  protein_preference: 'MV',
  meal_size: 'S',
  number_of_meals: 8,
  subscription_id: null,
  ...change,
});

const page = (number: number, pages: number, orders: OrderSummary[] = [summary()]): OrderList => ({
  orders,
  pagination: { total: pages * 5, page: number, page_size: 5, total_pages: pages },
});

describe('an order in the history', () => {
  it('when it is listed, then it reads with its reference, days, plan, statuses and total in pounds', () => {
    expect(orderRowWords(summary(), TODAY)).toEqual({
      id: '65f0c0ffee0000005f3a9c21',
      reference: 'MB-5F3A9C21',
      ordered: 'Wednesday 4 March',
      delivery: 'Thursday 12 March',
      plan: '8 Standard meals, Meat & Vegan',
      orderStatus: { label: 'Being prepared', tone: 'blue' },
      paymentStatus: { label: 'Paid', tone: 'green' },
      total: '£75.99',
      payPath: null,
    });
  });

  it('when its payment is pending or failed and it is still to be prepared, then it leads to its cart to pay', () => {
    for (const payment_status of ['pending', 'failed'] as const) {
      expect(orderRowWords(summary({ payment_status, order_status: 'processing' }), TODAY).payPath).toBe(
        '/cart/65f0c0ffee0000005f3a9c21',
      );
    }
  });

  it('when it is paid, refunded or cancelled, then it offers no payment', () => {
    expect(orderRowWords(summary({ order_status: 'processing' }), TODAY).payPath).toBeNull();
    expect(orderRowWords(summary({ payment_status: 'refunded' }), TODAY).payPath).toBeNull();
    expect(
      orderRowWords(summary({ payment_status: 'pending', order_status: 'cancelled' }), TODAY).payPath,
    ).toBeNull();
  });

  it('when it was placed late in the evening in summer, then the day is the UK day, not the UTC one', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST).
    expect(historyDay('2026-06-30T23:30:00.000Z', TODAY)).toBe('Wednesday 1 July');
  });

  it('when a day is in another year, then the year is written too', () => {
    expect(historyDay('2025-12-18', TODAY)).toBe('Thursday 18 December 2025');
    expect(historyDay('2025-12-31T23:30:00.000Z', TODAY)).toBe('Wednesday 31 December 2025');
    expect(historyDay('2027-01-07', TODAY)).toBe('Thursday 7 January 2027');
  });

  it('when a day cannot be read, then it is shown as the server wrote it', () => {
    expect(historyDay('soon', TODAY)).toBe('soon');
  });

  it('when the plan is Large and vegan, then the plan says so', () => {
    expect(
      orderRowWords(summary({ meal_size: 'L', number_of_meals: 10, protein_preference: 'VO' }), TODAY).plan,
    ).toBe('10 Large meals, Vegan Only');
  });
});

describe('statuses in words', () => {
  it('when each order status is shown, then it reads as a customer would say it', () => {
    expect(
      (['processing', 'preparing', 'ready', 'out_for_delivery', 'delivered', 'cancelled'] as const).map(
        (status) => orderStatusWords(status).label,
      ),
    ).toEqual([
      'Order received',
      'Being prepared',
      'Ready to send',
      'Out for delivery',
      'Delivered',
      'Cancelled',
    ]);
  });

  it('when each payment status is shown, then completed reads Paid and a refused payment reads failed', () => {
    expect(
      (['pending', 'completed', 'failed', 'refunded'] as const).map((status) => paymentStatusWords(status)),
    ).toEqual([
      { label: 'Awaiting payment', tone: 'neutral' },
      { label: 'Paid', tone: 'green' },
      { label: 'Payment failed', tone: 'amber' },
      { label: 'Refunded', tone: 'blue' },
    ]);
  });
});

describe('paging through the orders', () => {
  it('when they fit on one page, then there is no paging', () => {
    expect(orderPaging(page(1, 1).pagination)).toBeNull();
  });

  it('when on the first of several pages, then only Next leads on', () => {
    expect(orderPaging(page(1, 3).pagination)).toEqual({ label: 'Page 1 of 3', previous: null, next: 2 });
  });

  it('when in the middle, then both lead on', () => {
    expect(orderPaging(page(2, 3).pagination)).toEqual({ label: 'Page 2 of 3', previous: 1, next: 3 });
  });

  it('when on the last page, then only Previous leads back', () => {
    expect(orderPaging(page(3, 3).pagination)).toEqual({ label: 'Page 3 of 3', previous: 2, next: null });
  });

  it('when a page past the end came back empty, then the last page is read instead', () => {
    expect(pageToReadInstead(page(4, 3, []))).toBe(3);
    expect(pageToReadInstead(page(3, 3))).toBeNull();
    expect(pageToReadInstead(page(1, 1, []))).toBeNull();
  });

  it('when the orders are counted, then one is singular', () => {
    expect(orderCount(1)).toBe('1 order');
    expect(orderCount(12)).toBe('12 orders');
  });
});
