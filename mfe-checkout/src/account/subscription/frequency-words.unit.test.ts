import { delivery, subscription } from './subscription-fixtures';
import {
  frequencyChangeStartWords,
  isFrequency,
  newestFrequency,
  pendingFrequencyWords,
} from './frequency-words';

describe('the words of a subscription’s frequency', () => {
  it('when a frequency is read, then only the three the shop offers count', () => {
    expect(['weekly', 'fortnightly', 'every_four_weeks'].every(isFrequency)).toBe(true);
    expect(isFrequency('monthly')).toBe(false);
  });

  it('when a change is pending, then the dialog starts from it; else from the frequency in force', () => {
    expect(newestFrequency(subscription())).toBe('weekly');
    expect(
      newestFrequency(
        subscription({ pending_frequency_change: { frequency: 'every_four_weeks', from: '2026-03-12' } }),
      ),
    ).toBe('every_four_weeks');
  });

  it('when the card shows the frequency, then it reads in the customer’s words', () => {
    expect(pendingFrequencyWords({ frequency: 'fortnightly', from: '2026-03-12' })).toBe(
      'From Thursday 12 March you will get a box every 2 weeks.',
    );
  });

  it('when a box is past its cut-off, then the change starts with the next open one, and says the locked one comes', () => {
    const boxes = [delivery('2026-03-05', { state: 'locked', changeable: false }), delivery('2026-03-12')];
    expect(frequencyChangeStartWords(subscription({ upcoming_deliveries: boxes }))).toBe(
      'Your new rhythm starts with your next open box, on Thursday 12 March, and counts from there. ' +
        'Boxes already past their cut-off come as planned.',
    );
    expect(frequencyChangeStartWords(subscription({ upcoming_deliveries: [] }))).toBe(
      'Your new rhythm starts with your next box that is still open for changes, and counts from there.',
    );
  });
});
