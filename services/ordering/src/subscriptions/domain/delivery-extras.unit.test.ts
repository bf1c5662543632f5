import { applied, contextAt, refusal, subscriptionFixture } from '../../../test/subscription-fixture';
import { chooseDeliveryExtras, sameExtras } from './delivery-extras';
import { compactSubscription } from './subscription-compaction';
import { upcomingDeliveries } from './subscription-schedule';
import { extrasWords } from './subscription-wording';

// Boxes every Thursday after Thursday 12 March 2026; Thursday 19 March closes at 12:00 on Monday 16 March (GMT).
const MONDAY_MORNING = '2026-03-16T10:00:00Z';
const PUDDING = { addOnId: 'pudding', name: 'Sticky Toffee Pudding', quantity: 1 };
const JUICE = { addOnId: 'juice', name: 'Cloudy Apple Juice', quantity: 2 };

const extrasOf = (subscription: ReturnType<typeof subscriptionFixture>) =>
  upcomingDeliveries(subscription, new Date(MONDAY_MORNING)).map((delivery) => delivery.extras);

describe('choosing the extras of one box', () => {
  const subscription = subscriptionFixture('2026-03-12', { extras: [JUICE] });

  it('when extras are chosen for a box before its cut-off, then that box alone has them, and the confirmation names them', () => {
    const change = chooseDeliveryExtras(subscription, '2026-03-26', [PUDDING], contextAt(MONDAY_MORNING));
    expect(change?.summary).toBe(
      'You chose the extras for your box on Thursday 26 March 2026: 1 × Sticky Toffee Pudding, each charged at its price on the day the box is placed.',
    );
    expect(change?.event).toEqual({
      type: 'SubscriptionDeliveryExtrasChosen',
      data: {
        subscriptionId: subscription._id.toHexString(),
        userId: 'user-1',
        scheduledDate: '2026-03-26',
        deliveryDate: '2026-03-26',
        extras: [PUDDING],
        chosenAt: '2026-03-16T10:00:00.000Z',
      },
    });
    const chosen = applied(subscription, change);
    expect(extrasOf(chosen)).toEqual([null, [PUDDING]]);
    expect(
      chooseDeliveryExtras(chosen, '2026-03-26', [{ ...PUDDING }], contextAt(MONDAY_MORNING)),
    ).toBeNull();
  });

  it('when none are chosen for a box, then it has none, and the confirmation says the every-week extras do not come in it', () => {
    const change = chooseDeliveryExtras(subscription, '2026-03-19', [], contextAt(MONDAY_MORNING));
    expect(change?.summary).toBe(
      'You chose no extras for your box on Thursday 19 March 2026: your every-week extras do not come in it.',
    );
    expect(extrasOf(applied(subscription, change))).toEqual([[], null]);
  });

  it('when the box goes back to the every-week extras, then its override goes and the confirmation lists them', () => {
    const chosen = applied(
      subscription,
      chooseDeliveryExtras(subscription, '2026-03-19', [PUDDING], contextAt(MONDAY_MORNING)),
    );
    const change = chooseDeliveryExtras(chosen, '2026-03-19', null, contextAt(MONDAY_MORNING));
    expect(change?.summary).toBe(
      'You put your box on Thursday 19 March 2026 back on your every-week extras: 2 × Cloudy Apple Juice.',
    );
    expect(applied(chosen, change).overrides).toEqual([]);
    expect(chooseDeliveryExtras(subscription, '2026-03-19', null, contextAt(MONDAY_MORNING))).toBeNull();
  });

  it('when the box is past its cut-off, skipped, or the subscription cancelled, then the choice is refused', () => {
    expect(
      refusal(() =>
        chooseDeliveryExtras(subscription, '2026-03-19', [PUDDING], contextAt('2026-03-16T12:01:00Z')),
      ),
    ).toEqual({ status: 409, detail: 'Changes to your 19 March box closed at 12:00 on 16 March.' });
    const skipped = subscriptionFixture('2026-03-12', {
      overrides: [{ scheduledDate: '2026-03-19', skipped: true, movedTo: null, items: null, extras: null }],
    });
    expect(
      refusal(() => chooseDeliveryExtras(skipped, '2026-03-19', [PUDDING], contextAt(MONDAY_MORNING))),
    ).toEqual({
      status: 409,
      detail: 'Your box on Thursday 19 March 2026 is skipped. Restore it first to change it.',
    });
    const cancelled = subscriptionFixture('2026-03-12', { status: 'cancelled' });
    expect(
      refusal(() => chooseDeliveryExtras(cancelled, '2026-03-19', [PUDDING], contextAt(MONDAY_MORNING)))
        .status,
    ).toBe(409);
  });

  it('when a quantity is more than a box takes, then the choice is refused', () => {
    expect(
      refusal(() =>
        chooseDeliveryExtras(
          subscription,
          '2026-03-19',
          [{ ...PUDDING, quantity: 11 }],
          contextAt(MONDAY_MORNING),
        ),
      ),
    ).toMatchObject({ status: 400 });
  });

  it('when a box with chosen extras is delivered, then compaction drops its override; an open one keeps it', () => {
    const chosen = applied(
      subscription,
      chooseDeliveryExtras(subscription, '2026-03-26', [PUDDING], contextAt(MONDAY_MORNING)),
    );
    expect(compactSubscription(chosen, '2026-03-20').overrides).toHaveLength(1);
    expect(compactSubscription(chosen, '2026-03-27').overrides).toEqual([]);
  });
});

describe('the same choice of extras', () => {
  it('when both follow the every-week extras, or hold the same extras in any order, then they are the same', () => {
    expect(sameExtras(null, null)).toBe(true);
    expect(sameExtras([PUDDING, JUICE], [JUICE, PUDDING])).toBe(true);
    expect(sameExtras([], null)).toBe(false);
    expect(sameExtras([PUDDING], [{ ...PUDDING, quantity: 2 }])).toBe(false);
  });
});

describe('extras in words', () => {
  it('when there are extras, then each is named with how many; when none, then it says so', () => {
    expect(extrasWords([PUDDING, JUICE])).toBe('1 × Sticky Toffee Pudding, 2 × Cloudy Apple Juice');
    expect(extrasWords([])).toBe('no extras');
  });
});
