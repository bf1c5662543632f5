import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a reset link works. */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

/** The user id as the link carries it (djoser's `uid`): base64url of the id, opaque to people. */
export const uidOf = (userId: string): string => Buffer.from(userId, 'utf8').toString('base64url');

/** The user id a link's `uid` names, or null when it names none. */
export function userIdOfUid(uid: string): string | null {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(uid)) return null;
  const id = Buffer.from(uid, 'base64url').toString('utf8');
  return /^[0-9a-f]{24}$/.test(id) ? id : null;
}

/** A new token: 256 random bits, and the hash that is all identity keeps of it. */
export function newResetToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashResetToken(token) };
}

export const hashResetToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Whether `token` is the one whose hash was kept, compared in constant time. */
export function tokenMatches(token: string, tokenHash: string): boolean {
  const given = Buffer.from(hashResetToken(token), 'hex');
  const kept = Buffer.from(tokenHash, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}
