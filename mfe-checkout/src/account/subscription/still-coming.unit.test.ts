import { stillComingBoxes } from './still-coming';
import { delivery, subscription } from './subscription-fixtures';

describe('the boxes a pause or cancellation cannot stop', () => {
  it('when no box is past its cut-off, then there are none', () => {
    expect(stillComingBoxes(subscription())).toEqual([]);
  });

  it('when a box is locked, then it is named with what it is charged and when', () => {
    const locked = delivery('2026-03-05', { state: 'locked', changeable: false });
    expect(stillComingBoxes(subscription({ upcoming_deliveries: [locked, delivery('2026-03-12')] }))).toEqual(
      ['Thursday 5 March: charged £74.99 on Monday 2 March'],
    );
  });

  it('when a locked box has no known price, then the server’s own words stand in', () => {
    const locked = delivery('2026-03-05', {
      state: 'locked',
      changeable: false,
      charge: null,
      summary: 'Changes closed at 12:00 on 2 March 2026.',
    });
    expect(stillComingBoxes(subscription({ upcoming_deliveries: [locked] }))).toEqual([
      'Thursday 5 March: Changes closed at 12:00 on 2 March 2026.',
    ]);
  });

  it('when a box is skipped or paused, then it is not coming and not listed', () => {
    const boxes = [
      delivery('2026-03-05', { state: 'skipped', charge: null }),
      delivery('2026-03-12', { state: 'paused', charge: null }),
    ];
    expect(stillComingBoxes(subscription({ upcoming_deliveries: boxes }))).toEqual([]);
  });
});
