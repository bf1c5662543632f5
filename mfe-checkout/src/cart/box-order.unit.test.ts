import type { Order, SubscriptionDelivery } from '@mealbox/contracts';
import { delivery, subscription } from '../account/subscription/subscription-fixtures';
import { boxCartWords, boxStateNote, isBoxOrder, moreBoxesToCome, upcomingBoxOfOrder } from './box-order';

type BoxOrder = NonNullable<SubscriptionDelivery['order']>;
const ORDER_ID = '65f0c0ffee0000005f3a9c21';
const boxOrder = (change: Partial<BoxOrder> = {}): BoxOrder => ({
  id: ORDER_ID,
  reference: 'MB-5F3A9C21',
  order_status: 'processing',
  payment_status: 'failed',
  payment_problem: null,
  ...change,
});
/** Thursday 5 March 2026's box, locked at noon on Monday 2 March, with its order placed. */
const lockedBox = (order: BoxOrder | null = boxOrder()) =>
  delivery('2026-03-05', { state: 'locked', changeable: false, order });
const order = (change: Partial<Order> = {}): Pick<Order, 'delivery_date' | 'payment_status'> => ({
  delivery_date: '2026-03-05',
  payment_status: 'failed',
  ...change,
});

describe('telling a box’s order at the cart', () => {
  it('when the order names its subscription, then it is a box, however old', () => {
    expect(isBoxOrder({ subscription_id: '65f0c0ffee000000000051b5' })).toBe(true);
  });

  it('when it names none (a first box, or an ordering that does not say yet), then it is not a box', () => {
    expect(isBoxOrder({ subscription_id: null })).toBe(false);
    expect(isBoxOrder({} as Pick<Order, 'subscription_id'>)).toBe(false);
  });
});

describe('finding a box’s upcoming box, for its cut-off and payment problem', () => {
  it('when the order is the order of one of the subscription’s next boxes, then that box is found', () => {
    const box = lockedBox();
    const current = subscription({ upcoming_deliveries: [box, delivery('2026-03-12')] });
    expect(upcomingBoxOfOrder(current, ORDER_ID)).toBe(box);
  });

  it('when it is none of them (an older box, another order, no subscription), then there is none', () => {
    const current = subscription({ upcoming_deliveries: [lockedBox(), delivery('2026-03-12')] });
    expect(upcomingBoxOfOrder(current, '65f0c0ffee0000000000beef')).toBeNull();
    expect(upcomingBoxOfOrder(null, ORDER_ID)).toBeNull();
    expect(upcomingBoxOfOrder(undefined, ORDER_ID)).toBeNull();
  });
});

describe('whether a box can be paid at the cart', () => {
  it('when its saved card is still being charged (pending), then it cannot, so it is never paid twice', () => {
    expect(boxStateNote({ payment_status: 'pending', order_status: 'processing' })).toBe(
      'We are charging this box to your saved card. If your bank refuses it, you can pay for it here with another card.',
    );
  });

  it('when that charge was refused, then it can', () => {
    expect(boxStateNote({ payment_status: 'failed', order_status: 'processing' })).toBeNull();
  });
});

describe('what the cart says about a box', () => {
  it('when it is to be paid, then it names the day, says it is settled and that the card pays later boxes too', () => {
    const words = boxCartWords(lockedBox(), order(), {
      payable: true,
      declined: false,
      moreBoxesToCome: true,
    });
    expect(words.day).toBe('Thursday 5 March');
    expect(words.lead).toBe(
      'Its day and meals are settled, so all that is left is to pay for it. The card you pay with is the one we will charge for your next boxes.',
    );
    expect(words.fixed).toBe(
      'Changes to this box closed at 12:00 on Monday 2 March, so its day and meals stay as they are.',
    );
  });

  it('when the saved card was refused with a reason and a next try, then the problem says both', () => {
    const box = lockedBox(
      boxOrder({ payment_problem: { reason: 'Insufficient funds', retry_at: '2026-03-03T12:00:00.000Z' } }),
    );
    expect(
      boxCartWords(box, order(), { payable: true, declined: false, moreBoxesToCome: true }).problem,
    ).toEqual({
      title: 'We couldn’t take payment for this box',
      text: 'Insufficient funds. We will try your saved card again at 12:00 on Tuesday 3 March, unless you pay for the box here first.',
    });
  });

  it('when no try is left, then the problem says the saved card is not tried again', () => {
    const box = lockedBox(
      boxOrder({ payment_problem: { reason: 'Your card was declined.', retry_at: null } }),
    );
    expect(
      boxCartWords(box, order(), { payable: true, declined: false, moreBoxesToCome: true }).problem?.text,
    ).toBe('Your card was declined. We will not try your saved card again.');
  });

  it('when the order reads failed before the subscription has the reason, then the order’s own status counts', () => {
    const box = lockedBox(boxOrder({ payment_status: 'pending' }));
    expect(
      boxCartWords(box, order(), { payable: true, declined: false, moreBoxesToCome: true }).problem,
    ).toEqual({
      title: 'We couldn’t take payment for this box',
      text: 'Your saved card could not be charged for this box.',
    });
  });

  it('when the customer comes back from a declined card, then that is what the problem says', () => {
    expect(
      boxCartWords(lockedBox(), order(), { payable: true, declined: true, moreBoxesToCome: true }).problem,
    ).toEqual({
      title: 'Your payment didn’t go through',
      text: 'Your card was declined, so no money was taken. Please try again with another card.',
    });
  });

  it('when it is paid (or otherwise past paying), then it only names the box and raises no problem', () => {
    const words = boxCartWords(lockedBox(), order({ payment_status: 'completed' }), {
      payable: false,
      declined: true,
      moreBoxesToCome: true,
    });
    expect(words.day).toBe('Thursday 5 March');
    expect(words.lead).toBe('');
    expect(words.problem).toBeNull();
  });

  it('when the box’s subscription is cancelled or replaced, then paying is not said to set the card for later boxes', () => {
    const ofSub1 = { subscription_id: 'sub-1' };
    expect(moreBoxesToCome({ id: 'sub-1', status: 'active' }, ofSub1)).toBe(true);
    expect(moreBoxesToCome({ id: 'sub-1', status: 'paused' }, ofSub1)).toBe(true);
    expect(moreBoxesToCome({ id: 'sub-1', status: 'cancelled' }, ofSub1)).toBe(false);
    expect(moreBoxesToCome({ id: 'sub-2', status: 'active' }, ofSub1)).toBe(false);
    expect(moreBoxesToCome(null, ofSub1)).toBe(false);
    const words = boxCartWords(null, order(), { payable: true, declined: false, moreBoxesToCome: false });
    expect(words.lead).toBe('Its day and meals are settled, so all that is left is to pay for it.');
  });

  it('when the box is older than its next two weeks (no upcoming box), then it still says its day stays, without a time', () => {
    const words = boxCartWords(null, order(), { payable: true, declined: false, moreBoxesToCome: true });
    expect(words.day).toBe('Thursday 5 March');
    expect(words.fixed).toBe('Changes to this box have closed, so its day and meals stay as they are.');
    expect(words.lead).toBe(
      'Its day and meals are settled, so all that is left is to pay for it. The card you pay with is the one we will charge for your next boxes.',
    );
  });

  it('when such an older box’s payment failed, then the problem says the saved card was refused, without a next try', () => {
    expect(
      boxCartWords(null, order(), { payable: true, declined: false, moreBoxesToCome: true }).problem,
    ).toEqual({
      title: 'We couldn’t take payment for this box',
      text: 'Your saved card could not be charged for this box.',
    });
  });

  it('when such an older box comes back from a declined card, then that is what the problem says', () => {
    expect(
      boxCartWords(null, order(), { payable: true, declined: true, moreBoxesToCome: true }).problem?.title,
    ).toBe('Your payment didn’t go through');
  });
});
