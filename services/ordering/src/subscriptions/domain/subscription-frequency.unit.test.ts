import { applied, contextAt, refusal, subscriptionFixture } from '../../../test/subscription-fixture';
import type { SubscriptionDocument } from '../data/subscription-model';
import { skipDelivery } from './delivery-skips';
import { moveDatesOf, moveDelivery } from './delivery-move';
import { addExtraBox, extraBoxDatesOf } from './extra-box';
import { changeFrequency } from './frequency-change';
import { boxesToLock } from './lock-due-boxes';
import { boxesToRemind } from './remind-closing-boxes';
import {
  deliveriesBetween,
  frequencyOn,
  nextComingDelivery,
  upcomingDeliveries,
} from './subscription-schedule';

// The first order's box came on Thursday 12 March 2026; each box closes at 12:00 London time on the Monday before.
const FIRST_BOX = '2026-03-12';
const subscribed = (fields: Partial<SubscriptionDocument> = {}) => subscriptionFixture(FIRST_BOX, fields);
const dates = (deliveries: { date: string }[]) => deliveries.map((delivery) => delivery.date);
const states = (deliveries: { date: string; state: string }[]) =>
  deliveries.map((delivery) => `${delivery.date} ${delivery.state}`);
const boxesFromMarchToMay = (subscription: SubscriptionDocument) =>
  dates(deliveriesBetween(subscription, '2026-03-13', '2026-05-08', new Date('2026-03-02T09:00:00Z')));

describe('a subscription’s frequency: a box every 1, 2 or 4 weeks from its anchor', () => {
  it('when it is weekly (as every subscription from before reads), then a box comes every Thursday', () => {
    const { frequency: _none, ...older } = subscribed();
    expect(boxesFromMarchToMay(older as SubscriptionDocument)).toEqual([
      '2026-03-19',
      '2026-03-26',
      '2026-04-02',
      '2026-04-09',
      '2026-04-16',
      '2026-04-23',
      '2026-04-30',
      '2026-05-07',
    ]);
  });

  it('when it is every 2 weeks, then a box comes every other Thursday after the first', () => {
    expect(boxesFromMarchToMay(subscribed({ frequency: 'fortnightly' }))).toEqual([
      '2026-03-26',
      '2026-04-09',
      '2026-04-23',
      '2026-05-07',
    ]);
  });

  it('when it is every 4 weeks, then a box comes every fourth Thursday', () => {
    expect(boxesFromMarchToMay(subscribed({ frequency: 'every_four_weeks' }))).toEqual([
      '2026-04-09',
      '2026-05-07',
    ]);
  });

  it('when weeks pass with a fixed clock, then the box clock and the reminders only see the frequency’s boxes', () => {
    const fortnightly = subscribed({ frequency: 'fortnightly' });
    // Monday 16 March after noon: under a weekly rhythm 19 March would lock; here there is no box that week.
    expect(boxesToLock(fortnightly, new Date('2026-03-16T12:30:00Z'))).toEqual([]);
    // Saturday 14 March after noon, two days before that cut-off: a weekly subscription is reminded, this one not.
    expect(dates(boxesToRemind(subscribed(), new Date('2026-03-14T13:00:00Z')))).toEqual(['2026-03-19']);
    expect(boxesToRemind(fortnightly, new Date('2026-03-14T13:00:00Z'))).toEqual([]);
    expect(states(upcomingDeliveries(fortnightly, new Date('2026-03-16T12:30:00Z')))).toEqual([
      '2026-03-26 open',
    ]);
    // Monday 23 March after noon: the 26 March box locks; the next is 9 April, two weeks on.
    expect(dates(boxesToLock(fortnightly, new Date('2026-03-23T12:30:00Z')))).toEqual(['2026-03-26']);
    expect(dates(boxesToLock(fortnightly, new Date('2026-03-30T12:30:00Z')))).toEqual([]);
    expect(dates(boxesToLock(fortnightly, new Date('2026-04-06T11:30:00Z')))).toEqual(['2026-04-09']);
  });

  it('when a bank holiday falls on a box’s day, then that box arrives the next working day, the rhythm unchanged', () => {
    // Every 4 weeks from Monday 9 March 2026: 6 April is Easter Monday and 4 May the Early May bank holiday, so
    // those boxes come on the Tuesdays after.
    const mondays = subscriptionFixture('2026-03-09', { frequency: 'every_four_weeks' });
    expect(
      dates(deliveriesBetween(mondays, '2026-03-10', '2026-05-08', new Date('2026-03-02T09:00:00Z'))),
    ).toEqual(['2026-04-07', '2026-05-05']);
  });
});

describe('changing the frequency, from the next box still open', () => {
  // Tuesday 17 March: the 19 March box closed on Monday; 26 March is the next one open.
  const TUESDAY = '2026-03-17T09:00:00Z';

  it('when a weekly subscription goes to every 2 weeks mid-cycle, then the locked box stays and the rhythm counts from the next open one', () => {
    const weekly = subscribed();
    const change = changeFrequency(weekly, 'fortnightly', contextAt(TUESDAY));
    expect(change?.summary).toBe(
      'From Thursday 26 March 2026 you will get a box every 2 weeks. ' +
        'Your box on Thursday 19 March 2026 is already past its cut-off and comes as planned.',
    );
    expect(change?.event).toMatchObject({
      type: 'SubscriptionFrequencyChanged',
      data: { from: 'weekly', to: 'fortnightly', effectiveFrom: '2026-03-26' },
    });
    const fortnightly = applied(weekly, change);
    expect(boxesFromMarchToMay(fortnightly)).toEqual([
      '2026-03-19',
      '2026-03-26',
      '2026-04-09',
      '2026-04-23',
      '2026-05-07',
    ]);
    expect(frequencyOn(fortnightly, '2026-03-20')).toBe('weekly');
    expect(frequencyOn(fortnightly, '2026-03-26')).toBe('fortnightly');
  });

  it('when the frequency asked for is the one the open boxes already have, then nothing changes', () => {
    expect(changeFrequency(subscribed(), 'weekly', contextAt(TUESDAY))).toBeNull();
    const fortnightly = applied(
      subscribed(),
      changeFrequency(subscribed(), 'fortnightly', contextAt(TUESDAY)),
    );
    expect(changeFrequency(fortnightly, 'fortnightly', contextAt(TUESDAY))).toBeNull();
  });

  it('when a pending change is changed again, then the later one replaces it from the same box', () => {
    const once = applied(subscribed(), changeFrequency(subscribed(), 'fortnightly', contextAt(TUESDAY)));
    const twice = applied(once, changeFrequency(once, 'every_four_weeks', contextAt(TUESDAY)));
    expect(twice.frequencyChanges).toEqual([{ from: '2026-03-26', frequency: 'every_four_weeks' }]);
    expect(boxesFromMarchToMay(twice)).toEqual(['2026-03-19', '2026-03-26', '2026-04-23']);
  });

  it('when the customer had changed a box the new rhythm no longer has, then that change goes with it', () => {
    const skipped2April = {
      scheduledDate: '2026-04-02',
      skipped: true,
      movedTo: null,
      items: null,
      extras: null,
    };
    const skipped9April = { ...skipped2April, scheduledDate: '2026-04-09' };
    const weekly = subscribed({ overrides: [skipped2April, skipped9April] });
    const fortnightly = applied(weekly, changeFrequency(weekly, 'fortnightly', contextAt(TUESDAY)));
    expect(fortnightly.overrides).toEqual([skipped9April]);
  });

  it('when the subscription is cancelled, then the change is refused', () => {
    const cancelled = subscribed({ status: 'cancelled', cancelledFrom: '2026-03-19' });
    expect(refusal(() => changeFrequency(cancelled, 'fortnightly', contextAt(TUESDAY))).status).toBe(409);
  });
});

describe('skips and moves every 2 weeks', () => {
  // Monday 16 March, before noon: the 26 March box is the only one in the next 14 days.
  const MONDAY = '2026-03-16T10:00:00Z';
  const fortnightly = subscribed({ frequency: 'fortnightly' });

  it('when a box is skipped, then the next to come is two weeks later', () => {
    const skipped = applied(fortnightly, skipDelivery(fortnightly, '2026-03-26', contextAt(MONDAY)));
    expect(states(upcomingDeliveries(skipped, new Date(MONDAY)))).toEqual(['2026-03-26 skipped']);
    expect(nextComingDelivery(skipped, '2026-03-17', new Date(MONDAY))?.date).toBe('2026-04-09');
  });

  it('when a box is moved into the week without one, then it comes that day under its own slot', () => {
    expect(moveDatesOf(fortnightly, '2026-03-26', new Date(MONDAY))).toContain('2026-03-19');
    const moved = applied(
      fortnightly,
      moveDelivery(fortnightly, '2026-03-26', '2026-03-19', contextAt(MONDAY)),
    );
    expect(upcomingDeliveries(moved, new Date(MONDAY))).toMatchObject([
      { scheduledDate: '2026-03-26', date: '2026-03-19', moved: true, state: 'open' },
    ]);
  });
});

describe('an extra box', () => {
  const MONDAY = '2026-03-16T10:00:00Z';
  const fortnightly = subscribed({ frequency: 'fortnightly' });

  it('when the days are offered, then they are the free working days still open, not a day with a box', () => {
    const offered = extraBoxDatesOf(fortnightly, new Date(MONDAY));
    expect(offered).toContain('2026-03-19');
    expect(offered).not.toContain('2026-03-26');
    // Saturday, and a day already closed for changes.
    expect(offered).not.toContain('2026-03-21');
    expect(offered).not.toContain('2026-03-18');
  });

  it('when one is added, then it is listed, locks at its cut-off like any box and is added once', () => {
    const change = addExtraBox(fortnightly, '2026-03-19', contextAt(MONDAY));
    expect(change?.summary).toBe(
      'You added an extra box on Thursday 19 March 2026 (6 Standard meals a week (Meat & Vegan)). ' +
        'You will be charged £59.99 on Monday 16 March 2026.',
    );
    const withExtra = applied(fortnightly, change);
    expect(upcomingDeliveries(withExtra, new Date(MONDAY))).toMatchObject([
      { scheduledDate: '2026-03-19', date: '2026-03-19', extra: true, state: 'open' },
      { scheduledDate: '2026-03-26', date: '2026-03-26', extra: false, state: 'open' },
    ]);
    expect(addExtraBox(withExtra, '2026-03-19', contextAt(MONDAY))).toBeNull();
    expect(dates(boxesToLock(withExtra, new Date('2026-03-16T12:30:00Z')))).toEqual(['2026-03-19']);
  });

  it('when the day’s own box was moved away, then the day stays that box’s and the extra box is refused', () => {
    const moved = subscribed({
      overrides: [
        { scheduledDate: '2026-03-26', skipped: false, movedTo: '2026-03-24', items: null, extras: null },
      ],
    });
    expect(extraBoxDatesOf(moved, new Date(MONDAY))).not.toContain('2026-03-26');
    expect(refusal(() => addExtraBox(moved, '2026-03-26', contextAt(MONDAY))).errors).toEqual({
      date: ['Your box of Thursday 26 March 2026 was moved to another day. Move it back instead.'],
    });
  });

  it('when the day already has a box, is a weekend or is closed, then it is refused', () => {
    for (const date of ['2026-03-26', '2026-03-21', '2026-03-18'])
      expect(refusal(() => addExtraBox(fortnightly, date, contextAt(MONDAY))).status).toBe(400);
  });
});
