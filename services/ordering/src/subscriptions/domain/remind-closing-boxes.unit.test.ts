import { subscriptionFixture } from '../../../test/subscription-fixture';
import { boxesToRemind } from './remind-closing-boxes';

// Boxes every Thursday after 12 March 2026; each closes at 12:00 London time on the Monday before, so its
// reminder is due from 12:00 on the Saturday.
const slots = (at: string, fields: Parameters<typeof subscriptionFixture>[1] = {}) =>
  boxesToRemind(subscriptionFixture('2026-03-12', fields), new Date(at)).map((box) => box.scheduledDate);

describe('the boxes the cut-off reminder is due for', () => {
  it('when the cut-off is more than two days away, then nothing is due; from two days before, that box is', () => {
    expect(slots('2026-03-14T11:59:00Z')).toEqual([]);
    expect(slots('2026-03-14T12:00:00Z')).toEqual(['2026-03-19']);
  });

  it('when the cut-off has passed, then no reminder is due for that box any more', () => {
    expect(slots('2026-03-16T12:01:00Z')).toEqual([]);
  });

  it('when the box was already reminded of, then it is not due again', () => {
    expect(slots('2026-03-15T09:00:00Z', { remindedSlots: ['2026-03-19'] })).toEqual([]);
  });

  it('when the box is skipped or paused, then no reminder is due', () => {
    const skipped = { scheduledDate: '2026-03-19', skipped: true, movedTo: null, items: null, extras: null };
    expect(slots('2026-03-15T09:00:00Z', { overrides: [skipped] })).toEqual([]);
    expect(slots('2026-03-15T09:00:00Z', { pauses: [{ from: '2026-03-19', until: '2026-03-26' }] })).toEqual(
      [],
    );
  });
});
