import { delivery, subscription } from './subscription-fixtures';
import { pendingPlanWords, statusWords } from './status-words';

describe('the subscription’s status in words', () => {
  it('when it is active, then it says so and names the delivery day', () => {
    expect(statusWords(subscription())).toEqual({
      label: 'Active',
      tone: 'green',
      text: 'A box comes every Thursday.',
    });
  });

  it('when it is paused, then the badge says until when, and that deliveries start again by themselves', () => {
    const words = statusWords(subscription({ status: 'paused', paused_until: '2026-03-26' }));
    expect(words.label).toBe('Paused until Thursday 26 March');
    expect(words.tone).toBe('amber');
    expect(words.text).toContain('start again by themselves on Thursday 26 March');
  });

  it('when it is cancelled with nothing still to come, then it says no more boxes come and nothing more is charged', () => {
    const words = statusWords(
      subscription({
        status: 'cancelled',
        cancelled_at: '2026-03-02T09:15:00.000Z',
        upcoming_deliveries: [],
      }),
    );
    expect(words).toEqual({
      label: 'Cancelled',
      tone: 'neutral',
      text: 'You cancelled on 2 March 2026. No more boxes will come, and you will not be charged again.',
    });
  });

  it('when it is cancelled with a box past its cut-off, then it says that box still comes and nothing after it', () => {
    const words = statusWords(
      subscription({
        status: 'cancelled',
        cancelled_at: '2026-03-02T13:15:00.000Z',
        upcoming_deliveries: [delivery('2026-03-05', { state: 'locked', changeable: false })],
      }),
    );
    expect(words.text).toBe(
      'You cancelled on 2 March 2026. Your box on Thursday 5 March was already past its cut-off, so it still comes. Nothing comes after it.',
    );
  });
});

describe('a plan change on the way', () => {
  const plan = { protein_preference: 'MO', meal_size: 'L', number_of_meals: 10 } as const;

  it('when the server names the first box that gets it, then the page says the new plan starts with that box', () => {
    expect(pendingPlanWords({ plan, from: '2026-03-06', first_delivery_date: '2026-03-12' })).toBe(
      'Your new plan starts with your box on Thursday 12 March.',
    );
  });

  it('when no box is known yet, then it says from which day', () => {
    expect(pendingPlanWords({ plan, from: '2026-03-06', first_delivery_date: null })).toBe(
      'Your new plan starts with your first box from Friday 6 March.',
    );
  });
});
