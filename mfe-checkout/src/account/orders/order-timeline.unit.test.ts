import type { OrderProgressDto, OrderSummary } from '@mealbox/contracts';
import { orderTimeline } from './order-timeline';

type TimelineInput = Pick<OrderSummary, 'ordered_at' | 'order_status' | 'payment_status' | 'progress'>;

const step = (name: OrderProgressDto['step'], at: string, extra: Partial<OrderProgressDto> = {}) => ({
  step: name,
  at,
  by: 'staff' as const,
  note: null,
  photo_url: null,
  ...extra,
});

const order = (fields: Partial<TimelineInput>): TimelineInput => ({
  ordered_at: '2026-11-30T09:14:00.000Z',
  order_status: 'processing',
  payment_status: 'pending',
  progress: [],
  ...fields,
});

const states = (input: TimelineInput) =>
  orderTimeline(input).steps.map((s) => `${s.key}:${s.state}${s.time ? `@${s.time}` : ''}`);

describe('a box’s timeline on the account page', () => {
  it('when an order is placed and not yet paid, then it is at Ordered with its time, and every other step is to come', () => {
    expect(states(order({}))).toEqual([
      'ordered:current@30 Nov 2026, 09:14',
      'paid:upcoming',
      'preparing:upcoming',
      'out_for_delivery:upcoming',
      'delivered:upcoming',
    ]);
  });

  it('when it has been paid, prepared and sent, then those steps are done with their UK times and it is out for delivery', () => {
    const timeline = order({
      order_status: 'out_for_delivery',
      payment_status: 'completed',
      progress: [
        step('paid', '2026-11-30T09:20:00.000Z', { by: 'payment' }),
        step('preparing', '2026-12-02T07:00:00.000Z'),
        step('ready', '2026-12-02T15:00:00.000Z'),
        // Summer time: 08:05 UTC is 09:05 in London.
        step('out_for_delivery', '2026-07-03T08:05:00.000Z'),
      ],
    });
    expect(states(timeline)).toEqual([
      'ordered:done@30 Nov 2026, 09:14',
      'paid:done@30 Nov 2026, 09:20',
      'preparing:done@2 Dec 2026, 07:00',
      'out_for_delivery:current@3 Jul 2026, 09:05',
      'delivered:upcoming',
    ]);
  });

  it('when staff sent out a box not yet paid, then it is out for delivery and Paid is still to come', () => {
    expect(states(order({ order_status: 'out_for_delivery' }))).toEqual([
      'ordered:done@30 Nov 2026, 09:14',
      'paid:upcoming',
      'preparing:done',
      'out_for_delivery:current',
      'delivered:upcoming',
    ]);
  });

  it('when the order is from before times were kept, then the steps its status has reached are done, without times', () => {
    expect(
      states(order({ order_status: 'ready', payment_status: 'completed', progress: undefined })),
    ).toEqual([
      'ordered:done@30 Nov 2026, 09:14',
      'paid:done',
      'preparing:current',
      'out_for_delivery:upcoming',
      'delivered:upcoming',
    ]);
  });

  it('when the courier could not deliver, then each failed attempt is listed with what the courier said, and the photo of a later delivery is kept', () => {
    const timeline = orderTimeline(
      order({
        order_status: 'delivered',
        payment_status: 'completed',
        progress: [
          step('out_for_delivery', '2026-12-03T08:00:00.000Z', { by: 'courier' }),
          step('delivery_failed', '2026-12-03T11:20:00.000Z', { by: 'courier', note: 'No one home' }),
          step('delivered', '2026-12-03T16:45:00.000Z', {
            by: 'courier',
            photo_url: 'https://courier.example/p.jpg',
          }),
        ],
      }),
    );
    expect(timeline.failedAttempts).toEqual([
      { at: '2026-12-03T11:20:00.000Z', time: '3 Dec 2026, 11:20', note: 'No one home' },
    ]);
    expect(timeline.steps.at(-1)).toMatchObject({
      key: 'delivered',
      state: 'current',
      time: '3 Dec 2026, 16:45',
    });
    expect(timeline.photoUrl).toBe('https://courier.example/p.jpg');
  });

  it('when the order was cancelled, then it shows what happened before and when it was cancelled, with nothing ahead', () => {
    const timeline = orderTimeline(
      order({
        order_status: 'cancelled',
        payment_status: 'completed',
        progress: [step('paid', '2026-11-30T09:20:00.000Z'), step('cancelled', '2026-12-01T10:00:00.000Z')],
      }),
    );
    expect(timeline.steps.map((s) => `${s.key}:${s.state}`)).toEqual(['ordered:done', 'paid:done']);
    expect(timeline.cancelled).toEqual({ time: '1 Dec 2026, 10:00' });
  });
});
