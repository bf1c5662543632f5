import { applied, contextAt, refusal, subscriptionFixture } from '../../../test/subscription-fixture';
import { cancelSubscription } from './cancellation';
import { changeDietaryRequirements } from './dietary-requirements';
import { SUBSCRIPTION_CANCELLED } from './subscription-change';

// Boxes every Thursday after Thursday 12 March 2026; at 12:30 on Monday 16 March the 19 March box has closed.
const AFTER_CUT_OFF = '2026-03-16T12:30:00Z';

describe('dietary requirements for the meals we choose', () => {
  const subscription = subscriptionFixture('2026-03-12');

  it('when requirements are given, then they apply from the next open box and the confirmation says so', () => {
    const change = changeDietaryRequirements(
      subscription,
      ['dairy_free', 'gluten_free'],
      contextAt(AFTER_CUT_OFF),
    );
    expect(change?.summary).toBe(
      'From your box on Thursday 26 March 2026, the meals we choose for you will be gluten free and dairy free. ' +
        'Meals you choose yourself are up to you: look for the gluten free and dairy free labels on the menu.',
    );
    expect(change?.event).toMatchObject({
      type: 'SubscriptionDietaryRequirementsChanged',
      data: { dietaryRequirements: ['gluten_free', 'dairy_free'], effectiveFrom: '2026-03-26' },
    });
    expect(applied(subscription, change).dietaryRequirements).toEqual(['gluten_free', 'dairy_free']);
  });

  it('when the same requirements come again, in any order or twice, then nothing changes', () => {
    const given = applied(
      subscription,
      changeDietaryRequirements(subscription, ['gluten_free'], contextAt(AFTER_CUT_OFF)),
    );
    expect(
      changeDietaryRequirements(given, ['gluten_free', 'gluten_free'], contextAt(AFTER_CUT_OFF)),
    ).toBeNull();
  });

  it('when the requirements are taken away, then the confirmation says which no longer apply', () => {
    const given = applied(
      subscription,
      changeDietaryRequirements(subscription, ['gluten_free', 'dairy_free'], contextAt(AFTER_CUT_OFF)),
    );
    const change = changeDietaryRequirements(given, [], contextAt(AFTER_CUT_OFF));
    expect(change?.summary).toBe(
      'From your box on Thursday 26 March 2026, the meals we choose for you no longer need to be gluten free or dairy free.',
    );
    expect(applied(given, change).dietaryRequirements).toEqual([]);
  });

  it('when the subscription is cancelled, then the change is refused', () => {
    const cancelled = applied(subscription, cancelSubscription(subscription, contextAt(AFTER_CUT_OFF)));
    expect(
      refusal(() => changeDietaryRequirements(cancelled, ['gluten_free'], contextAt(AFTER_CUT_OFF))),
    ).toEqual({ status: 409, detail: SUBSCRIPTION_CANCELLED });
  });
});
