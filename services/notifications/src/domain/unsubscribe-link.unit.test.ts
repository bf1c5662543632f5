import { isUnsubscribeSignature, unsubscribeSignature, unsubscribeUrl } from './unsubscribe-link';

const SECRET = 'a-test-secret-of-at-least-thirty-two-chars';

describe('the reminders’ unsubscribe link', () => {
  it('when the link is made for a user, then its signature is that user’s and no other’s', () => {
    const url = new URL(unsubscribeUrl('https://shop.mealbox.test', SECRET, 'user-1'));
    expect(url.pathname).toBe('/api/notifications/reminders/unsubscribe');
    expect(url.searchParams.get('user')).toBe('user-1');
    const sig = url.searchParams.get('sig') ?? '';
    expect(isUnsubscribeSignature(SECRET, 'user-1', sig)).toBe(true);
    expect(isUnsubscribeSignature(SECRET, 'user-2', sig)).toBe(false);
    expect(isUnsubscribeSignature('another-secret-of-thirty-two-characters', 'user-1', sig)).toBe(false);
    expect(sig).toBe(unsubscribeSignature(SECRET, 'user-1'));
  });
});
