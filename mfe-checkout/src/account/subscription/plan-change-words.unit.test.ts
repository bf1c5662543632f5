import { planChangeStartWords } from './plan-change-words';
import { delivery, subscription } from './subscription-fixtures';

describe('when a plan change starts', () => {
  it('when the next box is open, then the new plan applies from it', () => {
    expect(planChangeStartWords(subscription())).toBe(
      'Your new plan applies from your next open box, on Thursday 5 March.',
    );
  });

  it('when the next box is locked, then the new plan applies from the one after, and the locked one comes as planned', () => {
    const boxes = [delivery('2026-03-05', { state: 'locked', changeable: false }), delivery('2026-03-12')];
    expect(planChangeStartWords(subscription({ upcoming_deliveries: boxes }))).toBe(
      'Your new plan applies from your next open box, on Thursday 12 March. Boxes already past their cut-off come as planned.',
    );
  });

  it('when no box of the next two weeks is open (skipped or paused), then it applies from the next one still open', () => {
    const boxes = [delivery('2026-03-05', { state: 'paused' }), delivery('2026-03-12', { state: 'skipped' })];
    expect(planChangeStartWords(subscription({ upcoming_deliveries: boxes }))).toBe(
      'Your new plan applies from your next box that is still open for changes.',
    );
  });
});
