import { ORDER_STATUSES, PAYMENT_STATUSES, PAYMENT_STATUS_MOVES } from '@mealbox/contracts';
import { PAYMENT_MOVES_FOR_TEST, canCancel, nextOrderStep, paymentActions } from './order-actions';
import { ORDER_STATUS_CHOICES, PAYMENT_STATUS_CHOICES } from './order-labels';
import {
  isOrdersFiltered,
  ordersApiQuery,
  ordersRangeLabel,
  readOrdersQuery,
  writeOrdersQuery,
} from './orders-query';
import { ukPhoneLabel } from './phone-label';

const params = (search: string) => new URLSearchParams(search);
const labels = (status: Parameters<typeof paymentActions>[0]) =>
  paymentActions(status).map((action) => action.label);

describe('the order report query in the URL', () => {
  it('when the URL has a status, dates, a search and a page, then they are read and written back the same', () => {
    const search = '?status=out_for_delivery&start_date=2025-03-01&end_date=2025-03-31&search=ada&page=2';
    const query = readOrdersQuery(params(search));
    expect(query).toEqual({
      status: 'out_for_delivery',
      start_date: '2025-03-01',
      end_date: '2025-03-31',
      search: 'ada',
      page: 2,
    });
    expect(`?${writeOrdersQuery(query).toString()}`).toBe(search);
    expect(isOrdersFiltered(query)).toBe(true);
  });

  it('when the values are odd, then they read as no filter (and an end before the start is dropped)', () => {
    expect(readOrdersQuery(params('?status=lost&start_date=2025-02-30&end_date=yesterday&page=0'))).toEqual({
      status: '',
      start_date: '',
      end_date: '',
      search: '',
      page: 1,
    });
    expect(readOrdersQuery(params('?start_date=2025-03-10&end_date=2025-03-01'))).toMatchObject({
      start_date: '2025-03-10',
      end_date: '',
    });
    expect(writeOrdersQuery(readOrdersQuery(params(''))).toString()).toBe('');
  });

  it('when the report is asked for, then empty filters are left out and the page size is 10', () => {
    expect(ordersApiQuery(readOrdersQuery(params('?search=ada')))).toEqual({
      status: undefined,
      start_date: undefined,
      end_date: undefined,
      search: 'ada',
      page: 1,
      page_size: 10,
    });
  });

  it('when a page of orders is shown, then the count says which rows', () => {
    expect(ordersRangeLabel({ total: 23, page: 2, page_size: 10, total_pages: 3 }, 10)).toBe(
      'Showing 11–20 of 23 orders',
    );
    expect(ordersRangeLabel({ total: 1, page: 1, page_size: 10, total_pages: 1 }, 1)).toBe('1 order');
  });
});

describe('the order detail actions (spec section 4)', () => {
  it('when an order is on its way, then the one forward step is offered, with the spec’s words', () => {
    expect(nextOrderStep('processing')).toEqual({ label: 'Start Preparing', to: 'preparing' });
    expect(nextOrderStep('preparing')).toEqual({ label: 'Mark as Ready', to: 'ready' });
    expect(nextOrderStep('ready')).toEqual({ label: 'Out for Delivery', to: 'out_for_delivery' });
    expect(nextOrderStep('out_for_delivery')).toEqual({ label: 'Mark as Delivered', to: 'delivered' });
    expect(nextOrderStep('delivered')).toBeNull();
    expect(nextOrderStep('cancelled')).toBeNull();
  });

  it('when an order is cancelled or delivered, then Cancel Order is not offered; otherwise it is', () => {
    expect(ORDER_STATUSES.filter(canCancel)).toEqual([
      'processing',
      'preparing',
      'ready',
      'out_for_delivery',
    ]);
  });

  it('when the payment is pending, failed, paid or refunded, then only the moves the spec and the server allow are buttons', () => {
    expect(labels('pending')).toEqual(['Mark as Paid', 'Mark Payment Failed']);
    expect(labels('failed')).toEqual(['Mark as Paid']);
    expect(labels('completed')).toEqual(['Issue Refund']);
    expect(labels('refunded')).toEqual([]);
  });

  it('when the browser’s copy of the payment moves is compared with contracts, then they are the same', () => {
    expect(PAYMENT_MOVES_FOR_TEST).toEqual(PAYMENT_STATUS_MOVES);
  });
});

describe('order labels', () => {
  it('when the status lists are compared with contracts, then every status has a label, in order', () => {
    expect(ORDER_STATUS_CHOICES.map((choice) => choice.value)).toEqual([...ORDER_STATUSES]);
    expect(PAYMENT_STATUS_CHOICES.map((choice) => choice.value)).toEqual([...PAYMENT_STATUSES]);
  });

  it('when a UK number is shown, then it is written as it is dialled', () => {
    expect(ukPhoneLabel('+447700900123')).toBe('07700 900123');
    expect(ukPhoneLabel('+442079460018')).toBe('020 7946 0018');
    expect(ukPhoneLabel('+33123456789')).toBe('+33123456789');
  });
});
