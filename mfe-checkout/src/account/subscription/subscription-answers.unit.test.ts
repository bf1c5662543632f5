import { isChangeResult, isConfirmationList, isSubscription } from './subscription-answers';
import { confirmation, delivery, subscription } from './subscription-fixtures';

describe('checking the subscription API’s answers', () => {
  it('when the answer is a subscription as the server writes it, then it is taken', () => {
    expect(isSubscription(subscription())).toBe(true);
    expect(
      isSubscription(
        subscription({
          status: 'paused',
          paused_until: '2026-03-26',
          pending_plan_change: {
            plan: { protein_preference: 'VO', meal_size: 'LEAN', number_of_meals: 6 },
            from: '2026-03-06',
            first_delivery_date: null,
          },
        }),
      ),
    ).toBe(true);
  });

  it('when a box’s charge is not pounds with two decimals, then the answer is refused rather than shown', () => {
    const bad = delivery('2026-03-12', { charge: { amount: '74.9', date: '2026-03-09' } });
    expect(isSubscription(subscription({ upcoming_deliveries: [bad] }))).toBe(false);
  });

  it('when a box’s extras are missing or not extras, then the answer is refused', () => {
    const extra = { add_on_id: 'a1', name: 'Sticky Toffee Pudding', quantity: 1 };
    const box = (change: object) =>
      subscription({ upcoming_deliveries: [{ ...delivery('2026-03-12'), ...change }] });
    expect(isSubscription(box({ extras: [extra], extras_chosen: true }))).toBe(true);
    expect(isSubscription(box({ extras: undefined }))).toBe(false);
    expect(isSubscription(box({ extras: [{ ...extra, quantity: '1' }] }))).toBe(false);
    expect(isSubscription(box({ extras_chosen: null }))).toBe(false);
  });

  it('when a field the page relies on is missing or of another kind, then the answer is refused', () => {
    expect(isSubscription({ ...subscription(), status: 'ended' })).toBe(false);
    expect(isSubscription({ ...subscription(), upcoming_deliveries: undefined })).toBe(false);
    expect(isSubscription({ ...subscription(), plan: { ...subscription().plan, meal_size: 'XL' } })).toBe(
      false,
    );
    expect(isSubscription(null)).toBe(false);
    expect(isSubscription([])).toBe(false);
  });

  it('when the subscription names its dietary requirements, then known ones are taken and anything else refused', () => {
    expect(isSubscription(subscription({ dietary_requirements: ['gluten_free', 'dairy_free'] }))).toBe(true);
    expect(isSubscription({ ...subscription(), dietary_requirements: ['halal'] })).toBe(false);
    expect(isSubscription({ ...subscription(), dietary_requirements: undefined })).toBe(false);
  });

  it('when a change answers the subscription and a confirmation, or none (nothing changed), then it is taken', () => {
    const at = '2026-03-02T09:00:00.000Z';
    expect(isChangeResult({ subscription: subscription(), confirmation: confirmation('c2', at) })).toBe(true);
    expect(isChangeResult({ subscription: subscription(), confirmation: null })).toBe(true);
    expect(isChangeResult({ subscription: subscription() })).toBe(false);
  });

  it('when a page of confirmations comes with its pagination, then it is taken', () => {
    const pagination = { total: 11, page: 2, page_size: 10, total_pages: 2 };
    expect(
      isConfirmationList({ confirmations: [confirmation('c1', '2026-03-01T09:00:00Z')], pagination }),
    ).toBe(true);
    expect(isConfirmationList({ confirmations: [] })).toBe(false);
  });
});
