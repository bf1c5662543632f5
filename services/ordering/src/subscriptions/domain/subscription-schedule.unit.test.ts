import { SIX_STANDARD, TEN_LARGE, subscriptionFixture } from '../../../test/subscription-fixture';
import { compactSubscription } from './subscription-compaction';
import {
  deliveriesBetween,
  nextComingDelivery,
  regularDateOf,
  upcomingDeliveries,
} from './subscription-schedule';
import { statusOf } from './subscription-status';

const dates = (deliveries: { date: string }[]) => deliveries.map((delivery) => delivery.date);
const states = (deliveries: { date: string; state: string }[]) =>
  deliveries.map((delivery) => `${delivery.date} ${delivery.state}`);

describe('a subscription schedule: a box every week on the first order’s weekday, listed 14 days ahead', () => {
  // First box Thursday 12 March 2026: the subscription's boxes are the Thursdays after it.
  const subscription = subscriptionFixture('2026-03-12');

  it('when it is Monday morning, then the next 14 days hold Thursday’s box (open until noon) and the next', () => {
    const upcoming = upcomingDeliveries(subscription, new Date('2026-03-16T10:00:00Z'));
    expect(states(upcoming)).toEqual(['2026-03-19 open', '2026-03-26 open']);
    expect(upcoming[0]).toMatchObject({
      scheduledDate: '2026-03-19',
      moved: false,
      plan: SIX_STANDARD,
      items: null,
      cutOff: new Date('2026-03-16T12:00:00Z'),
    });
  });

  it('when Monday noon has passed, then Thursday’s box is locked and the next is open', () => {
    expect(states(upcomingDeliveries(subscription, new Date('2026-03-16T12:00:00Z')))).toEqual([
      '2026-03-19 locked',
      '2026-03-26 open',
    ]);
  });

  it('when the first order is the only box so far, then nothing comes before the week after it', () => {
    expect(dates(upcomingDeliveries(subscription, new Date('2026-03-02T09:00:00Z')))).toEqual([]);
    expect(dates(upcomingDeliveries(subscription, new Date('2026-03-05T09:00:00Z')))).toEqual(['2026-03-19']);
  });

  it('when a box falls on a bank holiday, then it arrives on the next working day', () => {
    // Easter 2026: Good Friday 3 April, Easter Monday 6 April.
    expect(regularDateOf('2026-04-06')).toBe('2026-04-07');
    expect(regularDateOf('2026-04-03')).toBe('2026-04-07');
    // Christmas 2026: Friday 25 December, Boxing Day (substitute) Monday 28 December.
    expect(regularDateOf('2026-12-25')).toBe('2026-12-29');
    const mondays = subscriptionFixture('2026-03-30');
    expect(
      dates(deliveriesBetween(mondays, '2026-04-01', '2026-04-20', new Date('2026-03-20T09:00:00Z'))),
    ).toEqual(['2026-04-07', '2026-04-13', '2026-04-20']);
  });

  it('when a box is moved, then it is listed on its new day under its scheduled date, even from outside the range', () => {
    const moved = subscriptionFixture('2026-03-12', {
      overrides: [
        { scheduledDate: '2026-03-19', skipped: false, movedTo: '2026-03-17', items: null, extras: null },
      ],
    });
    const between = deliveriesBetween(moved, '2026-03-16', '2026-03-18', new Date('2026-03-10T09:00:00Z'));
    expect(between).toEqual([
      expect.objectContaining({ scheduledDate: '2026-03-19', date: '2026-03-17', moved: true }),
    ]);
  });

  it('when a plan change applies from a date, then boxes on or after it have the new plan', () => {
    const changed = subscriptionFixture('2026-03-12', {
      planChanges: [{ from: '2026-03-20', plan: TEN_LARGE }],
    });
    const upcoming = upcomingDeliveries(changed, new Date('2026-03-16T10:00:00Z'));
    expect(upcoming.map((delivery) => delivery.plan)).toEqual([SIX_STANDARD, TEN_LARGE]);
  });

  it('when chosen meals do not fill the box’s plan, then they do not count (we choose)', () => {
    const chosen = subscriptionFixture('2026-03-12', {
      planChanges: [{ from: '2026-03-20', plan: TEN_LARGE }],
      overrides: [
        {
          scheduledDate: '2026-03-19',
          skipped: false,
          movedTo: null,
          items: [{ mealId: 'm1', quantity: 6 }],
          extras: null,
        },
        {
          scheduledDate: '2026-03-26',
          skipped: false,
          movedTo: null,
          items: [{ mealId: 'm1', quantity: 6 }],
          extras: null,
        },
      ],
    });
    const upcoming = upcomingDeliveries(chosen, new Date('2026-03-16T10:00:00Z'));
    expect(upcoming.map((delivery) => delivery.items)).toEqual([[{ mealId: 'm1', quantity: 6 }], null]);
  });

  it('when boxes are skipped, paused or after a cancellation, then they read so or are gone', () => {
    const now = new Date('2026-03-16T10:00:00Z');
    const skipped = subscriptionFixture('2026-03-12', {
      overrides: [{ scheduledDate: '2026-03-19', skipped: true, movedTo: null, items: null, extras: null }],
    });
    expect(states(upcomingDeliveries(skipped, now))).toEqual(['2026-03-19 skipped', '2026-03-26 open']);
    const paused = subscriptionFixture('2026-03-12', {
      pauses: [{ from: '2026-03-20', until: '2026-04-02' }],
    });
    expect(states(upcomingDeliveries(paused, now))).toEqual(['2026-03-19 open', '2026-03-26 paused']);
    expect(nextComingDelivery(paused, '2026-03-20', now)?.date).toBe('2026-04-02');
    const cancelled = subscriptionFixture('2026-03-12', { status: 'cancelled', cancelledFrom: '2026-03-20' });
    expect(states(upcomingDeliveries(cancelled, now))).toEqual(['2026-03-19 open']);
    expect(nextComingDelivery(cancelled, '2026-03-20', now)).toBeNull();
  });

  it('when a pause reaches its date, then the status reads active by itself', () => {
    const paused = subscriptionFixture('2026-03-12', { status: 'paused', pausedUntil: '2026-04-02' });
    expect(statusOf(paused, '2026-04-01')).toBe('paused');
    expect(statusOf(paused, '2026-04-02')).toBe('active');
  });

  it('when the document is compacted, then past changes fold away and nothing about today or later changes', () => {
    const old = subscriptionFixture('2026-03-12', {
      status: 'paused',
      pausedUntil: '2026-03-26',
      planChanges: [
        { from: '2026-03-16', plan: TEN_LARGE },
        { from: '2026-04-01', plan: SIX_STANDARD },
      ],
      pauses: [{ from: '2026-03-18', until: '2026-03-26' }],
      overrides: [
        { scheduledDate: '2026-03-19', skipped: true, movedTo: null, items: null, extras: null },
        { scheduledDate: '2026-03-26', skipped: true, movedTo: null, items: null, extras: null },
      ],
      // The weekly job announced the boxes of 12 and 19 March (past) and 26 March (today).
      lockedSlots: ['2026-03-12', '2026-03-19', '2026-03-26'],
      // The reminders of 19 March (past) and 26 March (today) went out.
      remindedSlots: ['2026-03-19', '2026-03-26'],
      // An extra box delivered yesterday goes; tomorrow's stays.
      extraBoxes: ['2026-03-25', '2026-03-27'],
    });
    const today = '2026-03-26';
    const compacted = compactSubscription(old, today);
    expect(compacted).toEqual({
      plan: TEN_LARGE,
      planChanges: [{ from: '2026-04-01', plan: SIX_STANDARD }],
      pauses: [],
      overrides: [{ scheduledDate: '2026-03-26', skipped: true, movedTo: null, items: null, extras: null }],
      extraBoxes: ['2026-03-27'],
      lockedSlots: ['2026-03-26'],
      remindedSlots: ['2026-03-26'],
      status: 'active',
      pausedUntil: null,
    });
    const now = new Date('2026-03-26T08:00:00Z');
    expect(upcomingDeliveries({ ...old, ...compacted }, now)).toEqual(upcomingDeliveries(old, now));
  });
});
