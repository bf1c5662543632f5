import { deliveryChoices, deliveryWords } from './delivery-words';
import { delivery, mealItem } from './subscription-fixtures';

describe('a box in words', () => {
  it('when a box has extras chosen for it, then they are listed; when it follows the every-week extras, then it says so', () => {
    const pudding = { add_on_id: 'a1', name: 'Sticky Toffee Pudding', quantity: 1 };
    const juice = { add_on_id: 'a2', name: 'Cloudy Apple Juice', quantity: 2 };
    expect(
      deliveryWords(delivery('2026-03-12', { extras: [pudding, juice], extras_chosen: true })).extras,
    ).toBe('Extras: 1 × Sticky Toffee Pudding, 2 × Cloudy Apple Juice.');
    expect(deliveryWords(delivery('2026-03-12', { extras: [juice], extras_chosen: false })).extras).toBe(
      'Extras: 2 × Cloudy Apple Juice (your every-week extras).',
    );
    expect(deliveryWords(delivery('2026-03-12', { extras: [], extras_chosen: true })).extras).toBe(
      'Extras: none in this box.',
    );
    expect(deliveryWords(delivery('2026-03-12')).extras).toBeNull();
  });

  it('when a box is open, then it shows its price, when it is charged and when changes close', () => {
    expect(deliveryWords(delivery('2026-03-12'))).toEqual({
      day: 'Thursday 12 March',
      stateLabel: 'Open for changes',
      tone: 'green',
      price: '£74.99',
      comes: true,
      charge: 'You will be charged £74.99 on Monday 9 March.',
      cutOff: 'Changes close at 12:00 on Monday 9 March.',
      moved: null,
      extraBox: null,
      meals: 'We choose your meals, to suit Meat & Vegan.',
      extras: null,
      order: null,
      paymentProblem: null,
    });
  });

  it('when the box is an extra one the customer added, then it says so', () => {
    expect(deliveryWords(delivery('2026-03-10', { extra: true })).extraBox).toBe(
      'An extra box, on top of your usual ones.',
    );
  });

  it('when the box’s order has been placed, then its reference is shown to quote', () => {
    const order = {
      id: '65f0c0ffee00000005f3a9c21',
      reference: 'MB-5F3A9C21',
      order_status: 'processing' as const,
      payment_status: 'completed' as const,
      payment_problem: null,
    };
    expect(deliveryWords(delivery('2026-03-05', { state: 'locked', changeable: false, order })).order).toBe(
      'Order MB-5F3A9C21',
    );
  });

  it('when a box is locked, then it says why it can no longer change, and what it is charged', () => {
    const words = deliveryWords(delivery('2026-03-05', { state: 'locked', changeable: false }));
    expect(words.stateLabel).toBe('Locked');
    expect(words.cutOff).toBe(
      'Locked: changes closed at 12:00 on Monday 2 March, so our kitchen is already preparing it and it comes as planned.',
    );
    expect(words.charge).toBe('It is charged £74.99 on Monday 2 March.');
  });

  it('when a box is skipped or paused, then it says it will not come and will not be charged', () => {
    const skipped = deliveryWords(delivery('2026-03-12', { state: 'skipped', charge: null }));
    expect(skipped).toMatchObject({ stateLabel: 'Skipped', comes: false });
    expect(skipped.charge).toBe(
      'You skipped this box, so it will not come and you will not be charged for it.',
    );
    const paused = deliveryWords(delivery('2026-03-12', { state: 'paused', charge: null }));
    expect(paused).toMatchObject({ stateLabel: 'Paused', comes: false });
    expect(paused.charge).toBe(
      'It falls in your pause, so it will not come and you will not be charged for it.',
    );
    expect(paused.cutOff).toBe(
      'If you resume your deliveries before 12:00 on Monday 9 March, it comes after all.',
    );
  });

  it('when the server gives no charge for a box that comes (prices not known), then its own sentence is shown and no price is made up', () => {
    const words = deliveryWords(
      delivery('2026-03-12', { price: null, charge: null, summary: 'You will be charged on 9 March 2026.' }),
    );
    expect(words.price).toBeNull();
    expect(words.charge).toBe('You will be charged on 9 March 2026.');
  });

  it('when the customer moved the box and chose its meals, then both are said', () => {
    const words = deliveryWords(
      delivery('2026-03-13', {
        id: '2026-03-12',
        scheduled_date: '2026-03-12',
        moved: true,
        meals_chosen: true,
        items: [mealItem('m1', 'Thai Green Curry', 6), mealItem('m2', 'Lentil Dal', 2)],
      }),
    );
    expect(words.moved).toBe('Moved from Thursday 12 March.');
    expect(words.meals).toBe('Your meals: 6 × Thai Green Curry, 2 × Lentil Dal.');
  });
});

describe('what can be done with a box', () => {
  it('when it is open, then it can be skipped, moved and filled, not restored', () => {
    expect(deliveryChoices({ state: 'open', changeable: true })).toEqual({
      skip: true,
      restore: false,
      move: true,
      chooseMeals: true,
      chooseExtras: true,
    });
  });

  it('when it is skipped before its cut-off, then it can only be restored', () => {
    expect(deliveryChoices({ state: 'skipped', changeable: true })).toEqual({
      skip: false,
      restore: true,
      move: false,
      chooseMeals: false,
      chooseExtras: false,
    });
  });

  it('when it is locked, paused, or the server says it cannot change, then nothing is offered', () => {
    const none = { skip: false, restore: false, move: false, chooseMeals: false, chooseExtras: false };
    expect(deliveryChoices({ state: 'locked', changeable: false })).toEqual(none);
    expect(deliveryChoices({ state: 'paused', changeable: true })).toEqual(none);
    expect(deliveryChoices({ state: 'open', changeable: false })).toEqual(none);
    expect(deliveryChoices({ state: 'skipped', changeable: false })).toEqual(none);
  });
});
