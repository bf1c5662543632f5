import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The reminders' unsubscribe link: it names the user and carries an HMAC of their id under the service's secret,
 * so it works without signing in (from any mail client) and nobody can stop another customer's reminders.
 */
export function unsubscribeSignature(secret: string, userId: string): string {
  return createHmac('sha256', secret).update(`reminders:${userId}`).digest('base64url');
}

export function unsubscribeUrl(siteUrl: string, secret: string, userId: string): string {
  const query = new URLSearchParams({ user: userId, sig: unsubscribeSignature(secret, userId) });
  return `${siteUrl}/api/notifications/reminders/unsubscribe?${query.toString()}`;
}

/** Whether `signature` is this user's, compared in constant time. */
export function isUnsubscribeSignature(secret: string, userId: string, signature: string): boolean {
  const expected = Buffer.from(unsubscribeSignature(secret, userId));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
