import { subscriptionFixture } from '../../../test/subscription-fixture';
import { boxesToLock } from './lock-due-boxes';

// Boxes every Thursday after 12 March 2026; each closes at 12:00 London time on the Monday before.
const slots = (at: string, fields: Parameters<typeof subscriptionFixture>[1] = {}) =>
  boxesToLock(subscriptionFixture('2026-03-12', fields), new Date(at)).map((box) => box.scheduledDate);

describe('the boxes the weekly job locks', () => {
  it('when the cut-off has not passed, then nothing is due; a minute after, that box is', () => {
    expect(slots('2026-03-16T11:59:00Z')).toEqual([]);
    expect(slots('2026-03-16T12:01:00Z')).toEqual(['2026-03-19']);
  });

  it('when summer time has begun, then the cut-off is still noon in London (11:00 UTC)', () => {
    // Thursday 2 April: closes at 12:00 BST on Monday 30 March.
    expect(slots('2026-03-30T10:59:00Z')).toEqual([]);
    expect(slots('2026-03-30T11:01:00Z')).toEqual(['2026-04-02']);
  });

  it('when a box was already announced, then it is not due again', () => {
    expect(slots('2026-03-16T12:01:00Z', { lockedSlots: ['2026-03-19'] })).toEqual([]);
  });

  it('when the box is skipped, paused or after a cancellation, then it is never due', () => {
    const skipped = { scheduledDate: '2026-03-19', skipped: true, movedTo: null, items: null, extras: null };
    expect(slots('2026-03-16T12:01:00Z', { overrides: [skipped] })).toEqual([]);
    expect(slots('2026-03-16T12:01:00Z', { pauses: [{ from: '2026-03-19', until: '2026-03-26' }] })).toEqual(
      [],
    );
    expect(slots('2026-03-16T12:01:00Z', { status: 'cancelled', cancelledFrom: '2026-03-19' })).toEqual([]);
  });

  it('when the box’s day has gone by (the job was down), then it is not placed late', () => {
    expect(slots('2026-03-20T09:00:00Z')).toEqual([]);
  });
});
