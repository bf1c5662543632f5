import {
  SIX_STANDARD,
  TEN_LARGE,
  applied,
  contextAt,
  refusal,
  subscriptionFixture,
} from '../../../test/subscription-fixture';
import { cancelSubscription } from './cancellation';
import { skipDelivery } from './delivery-skips';
import { pauseDeliveries, resumeDeliveries } from './pause-resume';
import { changePlan } from './plan-change';
import { SUBSCRIPTION_CANCELLED } from './subscription-change';
import { upcomingDeliveries } from './subscription-schedule';
import { statusOf } from './subscription-status';

const states = (deliveries: { date: string; state: string }[]) =>
  deliveries.map((delivery) => `${delivery.date} ${delivery.state}`);

// Boxes every Thursday after Thursday 12 March 2026. At 12:30 on Monday 16 March the 19 March box has just
// closed (its cut-off was 12:00), so changes apply from Friday 20 March: the 26 March box is the next open one.
const AFTER_CUT_OFF = '2026-03-16T12:30:00Z';
const MONDAY_MORNING = '2026-03-16T10:00:00Z';

describe('changing the plan', () => {
  const subscription = subscriptionFixture('2026-03-12');

  it('when the plan changes after a box has closed, then it applies from the next open box and says from which', () => {
    const change = changePlan(subscription, TEN_LARGE, contextAt(AFTER_CUT_OFF));
    expect(change?.summary).toBe(
      'You changed your plan to 10 Large meals a week (Meat Only), from your box on Thursday 26 March 2026. ' +
        'Each box will cost £109.89. Your box on Thursday 19 March 2026 is already past its cut-off and comes as ' +
        'planned (6 Standard meals a week (Meat & Vegan)).',
    );
    expect(change?.event).toMatchObject({
      type: 'SubscriptionPlanChanged',
      data: {
        from: SIX_STANDARD,
        to: TEN_LARGE,
        effectiveFrom: '2026-03-20',
        firstDeliveryDate: '2026-03-26',
      },
    });
    const changed = applied(subscription, change);
    expect(changed.planChanges).toEqual([{ from: '2026-03-20', plan: TEN_LARGE }]);
    expect(upcomingDeliveries(changed, new Date(AFTER_CUT_OFF)).map((box) => box.plan)).toEqual([
      SIX_STANDARD,
      TEN_LARGE,
    ]);
    expect(changePlan(changed, TEN_LARGE, contextAt(AFTER_CUT_OFF))).toBeNull();
  });

  it('when the plan changes before the next box closes, then that box gets it; a later change replaces a pending one', () => {
    const first = applied(subscription, changePlan(subscription, TEN_LARGE, contextAt(MONDAY_MORNING)));
    expect(first.planChanges).toEqual([{ from: '2026-03-19', plan: TEN_LARGE }]);
    const again = applied(first, changePlan(first, SIX_STANDARD, contextAt(MONDAY_MORNING)));
    expect(again.planChanges).toEqual([{ from: '2026-03-19', plan: SIX_STANDARD }]);
  });

  it('when chosen meals no longer fill the new plan, then they are dropped for open boxes only, and the confirmation says so', () => {
    const chosen = subscriptionFixture('2026-03-12', {
      overrides: [
        {
          scheduledDate: '2026-03-19',
          skipped: false,
          movedTo: null,
          items: [{ mealId: 'stew', quantity: 6 }],
          extras: null,
        },
        {
          scheduledDate: '2026-03-26',
          skipped: false,
          movedTo: null,
          items: [{ mealId: 'stew', quantity: 6 }],
          extras: null,
        },
      ],
    });
    const change = changePlan(chosen, TEN_LARGE, contextAt(AFTER_CUT_OFF));
    expect(change?.summary).toContain(
      'The meals you chose for Thursday 26 March 2026 do not fit the new plan, so choose again or we will choose for you.',
    );
    expect(applied(chosen, change).overrides).toEqual([
      {
        scheduledDate: '2026-03-19',
        skipped: false,
        movedTo: null,
        items: [{ mealId: 'stew', quantity: 6 }],
        extras: null,
      },
    ]);
  });
});

describe('pausing and resuming', () => {
  const subscription = subscriptionFixture('2026-03-12');

  it.each([
    [
      'the next open box',
      '2026-03-20',
      'Boxes before Friday 20 March 2026 are already closed for changes. Choose a date from 21 March 2026 to 8 June 2026.',
    ],
    [
      'more than 12 weeks away',
      '2026-06-09',
      'You can pause for up to 12 weeks at a time. Choose a date from 21 March 2026 to 8 June 2026.',
    ],
  ])('when the date is %s, then 400 says which dates can be chosen', (_name, until, message) => {
    expect(refusal(() => pauseDeliveries(subscription, until, contextAt(AFTER_CUT_OFF)))).toEqual({
      status: 400,
      detail: 'The date is not valid.',
      errors: { until: [message] },
    });
  });

  it('when deliveries pause after a box closed, then that box still comes, the rest pause, and it resumes by itself', () => {
    const change = pauseDeliveries(subscription, '2026-04-02', contextAt(AFTER_CUT_OFF));
    expect(change?.summary).toBe(
      'You paused your deliveries until Thursday 2 April 2026. No box will come, and you will not be charged, until then. ' +
        'Your box on Thursday 19 March 2026 was already past its cut-off (12:00 on Monday 16 March 2026), so it will still ' +
        'arrive (charged £59.99). Your next box arrives on Thursday 2 April 2026.',
    );
    const paused = applied(subscription, change);
    expect(states(upcomingDeliveries(paused, new Date(AFTER_CUT_OFF)))).toEqual([
      '2026-03-19 locked',
      '2026-03-26 paused',
    ]);
    expect(statusOf(paused, '2026-04-01')).toBe('paused');
    expect(statusOf(paused, '2026-04-02')).toBe('active');
    expect(states(upcomingDeliveries(paused, new Date('2026-03-30T09:00:00Z')))).toEqual([
      '2026-04-02 open',
      '2026-04-09 open',
    ]);
    expect(pauseDeliveries(paused, '2026-04-02', contextAt(AFTER_CUT_OFF))).toBeNull();
    const longer = applied(paused, pauseDeliveries(paused, '2026-04-09', contextAt(AFTER_CUT_OFF)));
    expect(longer.pauses).toEqual([{ from: '2026-03-20', until: '2026-04-09' }]);
  });

  it('when deliveries resume after a paused box closed, then that box stays paused and the next open one comes', () => {
    const paused = applied(
      subscription,
      pauseDeliveries(subscription, '2026-04-09', contextAt(AFTER_CUT_OFF)),
    );
    // Tuesday 24 March 13:00: the 26 March box closed (paused) on Monday; 2 April is open.
    const at = contextAt('2026-03-24T13:00:00Z');
    const change = resumeDeliveries(paused, at);
    expect(change?.summary).toBe(
      'You resumed your deliveries. Your box on Thursday 26 March 2026 was already past its cut-off while paused, ' +
        'so it will not come. Your next box arrives on Thursday 2 April 2026. You will be charged £59.99 on Monday 30 March 2026.',
    );
    const resumed = applied(paused, change);
    expect(statusOf(resumed, '2026-03-24')).toBe('active');
    expect(states(upcomingDeliveries(resumed, at.now))).toEqual(['2026-03-26 paused', '2026-04-02 open']);
    expect(resumeDeliveries(resumed, at)).toBeNull();
  });

  it('when a pause is shortened after a paused box closed, then that box stays paused and later ones follow the new date', () => {
    const paused = applied(
      subscription,
      pauseDeliveries(subscription, '2026-04-09', contextAt(AFTER_CUT_OFF)),
    );
    const at = contextAt('2026-03-24T13:00:00Z');
    const shorter = applied(paused, pauseDeliveries(paused, '2026-04-02', at));
    expect(shorter.pauses).toEqual([
      { from: '2026-03-20', until: '2026-03-28' },
      { from: '2026-03-28', until: '2026-04-02' },
    ]);
    expect(states(upcomingDeliveries(shorter, at.now))).toEqual(['2026-03-26 paused', '2026-04-02 open']);
  });
});

describe('cancelling', () => {
  const subscription = subscriptionFixture('2026-03-12');

  it('when cancelled before the next box closes, then no box comes and the confirmation says so', () => {
    const change = cancelSubscription(subscription, contextAt(MONDAY_MORNING));
    expect(change?.summary).toBe(
      'You cancelled your subscription. No more boxes will come and you will not be charged again. To start again, order a new box.',
    );
    const cancelled = applied(subscription, change);
    expect(upcomingDeliveries(cancelled, new Date(MONDAY_MORNING))).toEqual([]);
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      cancelledFrom: '2026-03-19',
      liveKey: `cancelled:${subscription._id.toHexString()}`,
    });
  });

  it('when cancelled after a box closed, then that box still comes, is named with its charge, and nothing after it', () => {
    const change = cancelSubscription(subscription, contextAt(AFTER_CUT_OFF));
    expect(change?.summary).toBe(
      'You cancelled your subscription. Your box on Thursday 19 March 2026 was already past its cut-off ' +
        '(12:00 on Monday 16 March 2026), so it will still arrive (charged £59.99). After that no more boxes will come and ' +
        'you will not be charged again. To start again, order a new box.',
    );
    expect(change?.event).toMatchObject({
      data: { effectiveFrom: '2026-03-20', stillComing: ['2026-03-19'] },
    });
    const cancelled = applied(subscription, change);
    expect(states(upcomingDeliveries(cancelled, new Date(AFTER_CUT_OFF)))).toEqual(['2026-03-19 locked']);
  });

  it('when a cancelled subscription is cancelled again, then nothing changes; any other change is refused', () => {
    const cancelled = applied(subscription, cancelSubscription(subscription, contextAt(MONDAY_MORNING)));
    const at = contextAt(MONDAY_MORNING);
    expect(cancelSubscription(cancelled, at)).toBeNull();
    for (const rule of [
      () => skipDelivery(cancelled, '2026-03-19', at),
      () => changePlan(cancelled, TEN_LARGE, at),
      () => pauseDeliveries(cancelled, '2026-04-02', at),
      () => resumeDeliveries(cancelled, at),
    ])
      expect(refusal(rule)).toEqual({ status: 409, detail: SUBSCRIPTION_CANCELLED });
  });
});
