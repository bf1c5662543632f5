import { randomUUID } from 'node:crypto';
import { TOPICS } from '@mealbox/contracts';
import type { PasswordChangedData, PasswordResetRequestedData } from '@mealbox/contracts';
import { TooManyRequests, badRequest, createEvent, outboxUpdate, toOutboxEntry } from '@mealbox/platform';
import type { RateLimiter } from '@mealbox/platform';
import type { UserDocument } from '../data/user-model';
import { accessRevokedEntry } from './access-revoked-event';
import type { AdminUserDeps } from './admin-users';
import { RESET_LINK_TTL_MS, newResetToken, tokenMatches, uidOf, userIdOfUid } from './password-reset-link';
import { passwordProblems } from './password-rules';
import { PRODUCER } from '../config';
import { revokeAllSessions } from './session-tokens';

export interface PasswordResetDeps extends Pick<
  AdminUserDeps,
  'users' | 'hasher' | 'tokens' | 'afterChange' | 'exclusive' | 'now'
> {
  /** Reset mails per account: past it a request still answers 204 but mails nothing (no mail-bombing). */
  mailsPerAccount: RateLimiter;
}

export const INVALID_UID = 'Invalid user id or user doesn’t exist.';
export const INVALID_TOKEN = 'This link is invalid or has expired. Ask for a new one.';

/**
 * POST /auth/users/reset_password/: for an active account with this email, a new single-use link (its token's
 * hash kept, replacing any earlier link) and PasswordResetRequested in the same write, which notifications mails.
 * The caller always hears the same (204), whether or not the address has an account.
 */
export async function requestPasswordReset(
  deps: PasswordResetDeps,
  email: string,
  correlationId: string,
): Promise<void> {
  const user = await deps.users
    .findOne({ email: email.trim().toLowerCase(), isActive: true })
    .select({ _id: 1, email: 1, firstName: 1 })
    .lean<Pick<UserDocument, '_id' | 'email' | 'firstName'>>();
  if (!user) return;
  const userId = user._id.toHexString();
  try {
    await deps.mailsPerAccount.consume(userId);
  } catch (error) {
    if (error instanceof TooManyRequests) return;
    throw error;
  }

  const now = deps.now();
  const { token, tokenHash } = newResetToken();
  const resetId = randomUUID();
  const expiresAt = new Date(now.getTime() + RESET_LINK_TTL_MS);
  const data: PasswordResetRequestedData = {
    userId,
    resetId,
    email: user.email,
    firstName: user.firstName,
    uid: uidOf(userId),
    token,
    requestedAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
  };
  const event = createEvent('PasswordResetRequested', data, {
    producer: PRODUCER,
    correlationId,
    now: deps.now,
  });
  const outbox = outboxUpdate([toOutboxEntry(TOPICS.identityUsers, userId, event)]);
  await deps.exclusive(userId, async () => {
    const written = await deps.users.updateOne(
      { _id: user._id, isActive: true },
      { $set: { passwordReset: { resetId, tokenHash, expiresAt }, ...outbox.$set }, $push: outbox.$push },
    );
    if (written.matchedCount === 1) deps.afterChange({ model: deps.users, id: user._id });
  });
}

/**
 * POST /auth/users/reset_password_confirm/: sets the new password (the password rules apply) if the link is the
 * account's open one and has not expired; the link is spent in the same conditional write, which also announces
 * PasswordChanged (notifications mails a note) and revokes the user's access tokens everywhere; then every
 * refresh session of the user ends, so whoever knew the old password is signed out.
 */
export async function confirmPasswordReset(
  deps: PasswordResetDeps,
  input: { uid: string; token: string; new_password: string },
  correlationId: string,
): Promise<void> {
  const userId = userIdOfUid(input.uid);
  const user = userId ? await deps.users.findById(userId).select({ outbox: 0 }).lean<UserDocument>() : null;
  if (!user?.isActive) throw badRequest('The link is not valid.', { uid: [INVALID_UID] });
  const open = user.passwordReset;
  if (!open || open.expiresAt <= deps.now() || !tokenMatches(input.token, open.tokenHash)) {
    throw badRequest('The link is not valid.', { token: [INVALID_TOKEN] });
  }
  const problems = passwordProblems(input.new_password, { username: user.username, email: user.email });
  if (problems.length > 0) throw badRequest('The password is not valid.', { new_password: problems });

  const passwordHash = await deps.hasher.hash(input.new_password);
  const id = user._id.toHexString();
  const now = deps.now();
  const data: PasswordChangedData = {
    userId: id,
    email: user.email,
    firstName: user.firstName,
    changedAt: now.toISOString(),
  };
  const event = createEvent('PasswordChanged', data, { producer: PRODUCER, correlationId, now: deps.now });
  const outbox = outboxUpdate([
    toOutboxEntry(TOPICS.identityUsers, id, event),
    accessRevokedEntry(id, correlationId, deps.now),
  ]);
  const spent = await deps.exclusive(id, async () => {
    const written = await deps.users.updateOne(
      { _id: user._id, isActive: true, 'passwordReset.resetId': open.resetId },
      {
        $set: { passwordHash, passwordReset: null, updatedAt: now, ...outbox.$set },
        $inc: { revision: 1 },
        $push: outbox.$push,
      },
    );
    if (written.matchedCount === 1) deps.afterChange({ model: deps.users, id: user._id });
    return written.matchedCount === 1;
  });
  // Used at the same moment by another request, or replaced by a newer link since it was read.
  if (!spent) throw badRequest('The link is not valid.', { token: [INVALID_TOKEN] });
  await revokeAllSessions(deps.tokens, id, 'password-reset');
}
