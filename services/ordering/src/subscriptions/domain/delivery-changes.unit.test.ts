import { menuTurnWeekOf } from '@mealbox/contracts';
import {
  applied,
  contextAt,
  mealCopy,
  refusal,
  subscriptionFixture,
} from '../../../test/subscription-fixture';
import { chooseDeliveryMeals } from './delivery-meals';
import { moveDatesOf, moveDelivery } from './delivery-move';
import { skipDelivery, unskipDelivery } from './delivery-skips';
import { upcomingDeliveries } from './subscription-schedule';

const states = (deliveries: { date: string; state: string }[]) =>
  deliveries.map((delivery) => `${delivery.date} ${delivery.state}`);

// Boxes every Thursday after Thursday 12 March 2026; Thursday 19 March closes at 12:00 on Monday 16 March (GMT).
const MONDAY_MORNING = '2026-03-16T10:00:00Z';
const CLOSED_19 = 'Changes to your 19 March box closed at 12:00 on 16 March.';

describe('skipping a box', () => {
  const subscription = subscriptionFixture('2026-03-12');

  it('when a box is skipped before its cut-off, then it does not come, and the confirmation says it is not charged', () => {
    const change = skipDelivery(subscription, '2026-03-19', contextAt(MONDAY_MORNING));
    expect(change?.summary).toBe(
      'You skipped your box on Thursday 19 March 2026. You will not be charged for it.',
    );
    expect(change?.event).toEqual({
      type: 'SubscriptionDeliverySkipped',
      data: {
        subscriptionId: subscription._id.toHexString(),
        userId: 'user-1',
        scheduledDate: '2026-03-19',
        deliveryDate: '2026-03-19',
        skippedAt: '2026-03-16T10:00:00.000Z',
      },
    });
    const skipped = applied(subscription, change);
    expect(states(upcomingDeliveries(skipped, new Date(MONDAY_MORNING)))).toEqual([
      '2026-03-19 skipped',
      '2026-03-26 open',
    ]);
    expect(skipDelivery(skipped, '2026-03-19', contextAt(MONDAY_MORNING))).toBeNull();
  });

  it('when it is one minute before the cut-off, then the skip is taken; one minute after, it is refused with the cut-off', () => {
    expect(skipDelivery(subscription, '2026-03-19', contextAt('2026-03-16T11:59:00Z'))).not.toBeNull();
    expect(
      refusal(() => skipDelivery(subscription, '2026-03-19', contextAt('2026-03-16T12:01:00Z'))),
    ).toEqual({
      status: 409,
      detail: CLOSED_19,
    });
  });

  it('when the box is the Wednesday after the clocks go forward, then its cut-off is noon BST on the Sunday', () => {
    const wednesdays = subscriptionFixture('2026-03-25');
    expect(skipDelivery(wednesdays, '2026-04-01', contextAt('2026-03-29T10:59:00Z'))).not.toBeNull();
    expect(refusal(() => skipDelivery(wednesdays, '2026-04-01', contextAt('2026-03-29T11:01:00Z')))).toEqual({
      status: 409,
      detail: 'Changes to your 1 April box closed at 12:00 on 29 March.',
    });
  });

  it('when the date names no box in the next 14 days, then 404', () => {
    expect(refusal(() => skipDelivery(subscription, '2026-03-20', contextAt(MONDAY_MORNING))).status).toBe(
      404,
    );
    expect(refusal(() => skipDelivery(subscription, '2026-04-02', contextAt(MONDAY_MORNING))).status).toBe(
      404,
    );
  });

  it('when a skipped box is restored before its cut-off, then it comes and the confirmation states the charge', () => {
    const skipped = applied(
      subscription,
      skipDelivery(subscription, '2026-03-19', contextAt(MONDAY_MORNING)),
    );
    const change = unskipDelivery(skipped, '2026-03-19', contextAt(MONDAY_MORNING));
    expect(change?.summary).toBe(
      'You restored your box on Thursday 19 March 2026. You will be charged £59.99 on Monday 16 March 2026.',
    );
    expect(applied(skipped, change).overrides).toEqual([]);
    expect(unskipDelivery(subscription, '2026-03-19', contextAt(MONDAY_MORNING))).toBeNull();
    expect(refusal(() => unskipDelivery(skipped, '2026-03-19', contextAt('2026-03-16T12:00:00Z')))).toEqual({
      status: 409,
      detail: CLOSED_19,
    });
  });
});

describe('moving a box', () => {
  const subscription = subscriptionFixture('2026-03-12');
  const moveProblem = (to: string, at = MONDAY_MORNING, from = '2026-03-26') =>
    refusal(() => moveDelivery(subscription, from, to, contextAt(at)));
  const RANGE = 'Choose a working day from 19 March 2026 to 30 March 2026.';

  it('when a box moves to a free working day in the window, then it arrives then and closes three days before', () => {
    const change = moveDelivery(subscription, '2026-03-26', '2026-03-27', contextAt(MONDAY_MORNING));
    expect(change?.summary).toBe(
      'You moved your box from Thursday 26 March 2026 to Friday 27 March 2026. You will be charged £59.99 on Tuesday 24 March 2026.',
    );
    const moved = applied(subscription, change);
    expect(upcomingDeliveries(moved, new Date(MONDAY_MORNING))[1]).toMatchObject({
      scheduledDate: '2026-03-26',
      date: '2026-03-27',
      moved: true,
      cutOff: new Date('2026-03-24T12:00:00Z'),
    });
    expect(moveDelivery(moved, '2026-03-26', '2026-03-27', contextAt(MONDAY_MORNING))).toBeNull();
    const back = applied(moved, moveDelivery(moved, '2026-03-26', '2026-03-26', contextAt(MONDAY_MORNING)));
    expect(back.overrides).toEqual([]);
  });

  it.each([
    ['a Saturday', '2026-03-28', `28 March 2026 is a Saturday: we deliver on working days only. ${RANGE}`],
    [
      'a day that already has a box',
      '2026-03-19',
      'You already have a box on Thursday 19 March 2026. Choose another day.',
    ],
    [
      'a day whose own cut-off has passed',
      '2026-03-18',
      `A box on Wednesday 18 March 2026 would already be closed for changes (12:00 on Sunday 15 March 2026). ${RANGE}`,
    ],
    ['a day past the 14 days', '2026-03-31', `Boxes can be scheduled up to 14 days ahead. ${RANGE}`],
    ['a day that has passed', '2026-03-13', `13 March 2026 has passed. ${RANGE}`],
  ])('when the new day is %s, then 400 says why and which days can be chosen', (_name, to, message) => {
    expect(moveProblem(to)).toEqual({
      status: 400,
      detail: 'The new date is not valid.',
      errors: { date: [message] },
    });
  });

  it('when the new day is a bank holiday, then 400 names it; the working day after is taken', () => {
    // Boxes on Thursdays from 2 April 2026; Monday 30 March 10:00 BST.
    const easter = subscriptionFixture('2026-03-26');
    const at = contextAt('2026-03-30T09:00:00Z');
    const range = 'Choose a working day from 2 April 2026 to 13 April 2026.';
    expect(refusal(() => moveDelivery(easter, '2026-04-09', '2026-04-03', at)).errors).toEqual({
      date: [`3 April 2026 is a bank holiday (Good Friday). ${range}`],
    });
    expect(refusal(() => moveDelivery(easter, '2026-04-09', '2026-04-06', at)).errors).toEqual({
      date: [`6 April 2026 is a bank holiday (Easter Monday). ${range}`],
    });
    expect(moveDelivery(easter, '2026-04-09', '2026-04-07', at)).not.toBeNull();
  });

  it('when the box is past its cut-off or skipped, then the move is refused and nothing changes', () => {
    expect(moveProblem('2026-03-20', '2026-03-16T12:01:00Z', '2026-03-19')).toEqual({
      status: 409,
      detail: CLOSED_19,
    });
    const skipped = applied(
      subscription,
      skipDelivery(subscription, '2026-03-26', contextAt(MONDAY_MORNING)),
    );
    expect(
      refusal(() => moveDelivery(skipped, '2026-03-26', '2026-03-27', contextAt(MONDAY_MORNING))),
    ).toEqual({
      status: 409,
      detail: 'Your box on Thursday 26 March 2026 is skipped. Restore it first to change it.',
    });
  });
});

describe('the days a box can move to', () => {
  it('when a box is open, then its choices are the free working days in the window, still before their own cut-off', () => {
    // Monday 16 March, morning: 19 March is open; 26 March is the next box. The window runs to 30 March.
    const dates = moveDatesOf(subscriptionFixture('2026-03-12'), '2026-03-26', new Date(MONDAY_MORNING));
    // 20 March (Friday) is the first day whose own cut-off (noon Tuesday 17th) has not passed; weekends, the
    // 19th (another box) and the 26th itself are not offered.
    expect(dates).toEqual([
      '2026-03-20',
      '2026-03-23',
      '2026-03-24',
      '2026-03-25',
      '2026-03-27',
      '2026-03-30',
    ]);
  });

  it('when the day is the first order’s own box, then it is taken', () => {
    // First box on Monday 16 March... seen from Wednesday 11 March: the next box (23rd) cannot move onto it.
    const dates = moveDatesOf(
      subscriptionFixture('2026-03-16'),
      '2026-03-23',
      new Date('2026-03-11T09:00:00Z'),
    );
    expect(dates).not.toContain('2026-03-16');
    expect(dates).toContain('2026-03-17');
  });

  it('when the box is past its cut-off, skipped, or the subscription cancelled, then there is nowhere to move it', () => {
    const subscription = subscriptionFixture('2026-03-12');
    expect(moveDatesOf(subscription, '2026-03-19', new Date('2026-03-16T12:30:00Z'))).toEqual([]);
    const skipped = applied(
      subscription,
      skipDelivery(subscription, '2026-03-26', contextAt(MONDAY_MORNING)),
    );
    expect(moveDatesOf(skipped, '2026-03-26', new Date(MONDAY_MORNING))).toEqual([]);
    expect(
      moveDatesOf({ ...subscription, status: 'cancelled' }, '2026-03-26', new Date(MONDAY_MORNING)),
    ).toEqual([]);
  });
});

describe('choosing the meals of a box', () => {
  const subscription = subscriptionFixture('2026-03-12');
  const names = { stew: 'Beef Stew', salad: 'Quinoa Salad' };
  const six = [
    { mealId: 'stew', quantity: 4 },
    { mealId: 'salad', quantity: 2 },
  ];

  it('when the meals fill the plan, then they are kept for that box and the confirmation lists them', () => {
    const change = chooseDeliveryMeals(subscription, '2026-03-19', six, contextAt(MONDAY_MORNING, names));
    expect(change?.summary).toBe(
      'You chose the meals for your box on Thursday 19 March 2026: 4 × Beef Stew, 2 × Quinoa Salad.',
    );
    const chosen = applied(subscription, change);
    expect(upcomingDeliveries(chosen, new Date(MONDAY_MORNING))[0]?.items).toEqual(six);
    expect(
      chooseDeliveryMeals(chosen, '2026-03-19', [...six].reverse(), contextAt(MONDAY_MORNING)),
    ).toBeNull();
    const cleared = chooseDeliveryMeals(chosen, '2026-03-19', [], contextAt(MONDAY_MORNING));
    expect(cleared?.summary).toBe(
      "You left the meals for your box on Thursday 19 March 2026 to us: we will choose them by your protein preference (Meat & Vegan), from that week's menu.",
    );
    expect(applied(chosen, cleared).overrides).toEqual([]);
  });

  it('when the meals do not fill the plan, then 400 says how many to choose', () => {
    expect(
      refusal(() =>
        chooseDeliveryMeals(
          subscription,
          '2026-03-19',
          [{ mealId: 'stew', quantity: 5 }],
          contextAt(MONDAY_MORNING),
        ),
      ),
    ).toEqual({
      status: 400,
      detail: 'The meals do not fill the box.',
      errors: { items: ['Your box on Thursday 19 March 2026 has 6 meals: choose exactly 6 (you chose 5).'] },
    });
  });

  it('when the box is past its cut-off, then the choice is refused', () => {
    expect(
      refusal(() => chooseDeliveryMeals(subscription, '2026-03-19', six, contextAt('2026-03-16T12:00:00Z'))),
    ).toEqual({
      status: 409,
      detail: CLOSED_19,
    });
  });

  it('when a meal rests in the week the box comes, then the choice is refused and says which week', () => {
    const resting = contextAt(MONDAY_MORNING, names, [
      mealCopy('stew', { name: 'Beef Stew', menuRestWeek: menuTurnWeekOf('2026-03-19') }),
      mealCopy('salad', { name: 'Quinoa Salad' }),
    ]);
    expect(refusal(() => chooseDeliveryMeals(subscription, '2026-03-19', six, resting))).toEqual({
      status: 400,
      detail: 'The meals are not on that week’s menu.',
      errors: {
        items: [
          "Beef Stew is not on the menu for the week of Monday 16 March 2026, when this box comes. Choose from that week's menu.",
        ],
      },
    });
    expect(chooseDeliveryMeals(subscription, '2026-03-26', six, resting)).not.toBeNull();
  });

  it('when the customer gave dietary requirements, then leaving the meals to us says we will meet them', () => {
    const chosen = applied(
      { ...subscription, dietaryRequirements: ['gluten_free', 'dairy_free'] },
      chooseDeliveryMeals(subscription, '2026-03-19', six, contextAt(MONDAY_MORNING)),
    );
    expect(chooseDeliveryMeals(chosen, '2026-03-19', [], contextAt(MONDAY_MORNING))?.summary).toBe(
      'You left the meals for your box on Thursday 19 March 2026 to us: we will choose them by your protein ' +
        "preference (Meat & Vegan), all gluten free and dairy free, from that week's menu.",
    );
  });
});

describe('moving a box with chosen meals to another week', () => {
  const subscription = subscriptionFixture('2026-03-12');
  const six = [
    { mealId: 'stew', quantity: 4 },
    { mealId: 'salad', quantity: 2 },
  ];
  const restsInApril = contextAt(MONDAY_MORNING, {}, [
    mealCopy('stew', { menuRestWeek: menuTurnWeekOf('2026-03-30') }),
    mealCopy('salad'),
  ]);
  const chosen = applied(subscription, chooseDeliveryMeals(subscription, '2026-03-26', six, restsInApril));

  it('when a chosen meal rests in the new week, then the choice is dropped and the confirmation says why', () => {
    const change = moveDelivery(chosen, '2026-03-26', '2026-03-30', restsInApril);
    expect(change?.summary).toContain(
      "Some of the meals you chose are not on the menu for the week of Monday 30 March 2026, so choose again from that week's menu or we will choose for you.",
    );
    expect(change?.event).toMatchObject({ data: { mealsCleared: true } });
    expect(upcomingDeliveries(applied(chosen, change), new Date(MONDAY_MORNING))[1]?.items).toBeNull();
  });

  it("when the chosen meals are all on the new week's menu, then they stay", () => {
    const change = moveDelivery(chosen, '2026-03-26', '2026-03-27', restsInApril);
    expect(change?.event).toMatchObject({ data: { mealsCleared: false } });
    expect(upcomingDeliveries(applied(chosen, change), new Date(MONDAY_MORNING))[1]?.items).toEqual(six);
  });
});
