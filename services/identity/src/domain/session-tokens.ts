import { createHash, randomUUID } from 'node:crypto';
import type { TokenPair } from '@mealbox/contracts';
import {
  JwtError,
  MEALBOX_AUDIENCE,
  MEALBOX_ISSUER,
  epochSeconds,
  peekJwtHeader,
  signJwt,
  trustedFilter,
  unauthorized,
  verifyJwt,
} from '@mealbox/platform';
import type { AccessTokenClaims, JwtClaims, Logger } from '@mealbox/platform';
import type {
  RefreshTokenDocument,
  RefreshTokenModel,
  RevokedFamilyModel,
} from '../data/refresh-token-model';
import { PUBLIC_USER_FIELDS, isDuplicateKeyError } from '../data/user-model';
import type { UserDocument, UserModel } from '../data/user-model';
import type { KeyRing } from './key-ring';

export interface TokenDeps {
  keys: KeyRing;
  users: UserModel;
  refreshTokens: RefreshTokenModel;
  revokedFamilies: RevokedFamilyModel;
  accessTtlSeconds: number;
  /** A refresh token unused this long expires (the idle lifetime); each use gives a new one. */
  refreshTtlSeconds: number;
  /** However often it is refreshed, a session ends this long after its sign-in (the absolute lifetime). */
  sessionTtlSeconds: number;
  logger: Logger;
  now(): Date;
}

export interface RefreshTokenClaims extends JwtClaims {
  sub: string;
  typ: 'refresh';
  fam: string;
  jti: string;
  iat: number;
  exp: number;
}

export const INVALID_REFRESH = 'The refresh token is invalid or expired.';

type TokenUser = Pick<UserDocument, '_id' | 'username' | 'isStaff' | 'isSuperuser'>;

/** Only the SHA-256 of a token's id is stored: the stored rows alone cannot be turned back into tokens. */
export const refreshTokenId = (jti: string): string => createHash('sha256').update(jti).digest('hex');

export function issueAccessToken(deps: TokenDeps, user: TokenUser): string {
  const iat = epochSeconds(deps.now());
  const claims: AccessTokenClaims = {
    sub: user._id.toHexString(),
    username: user.username,
    is_staff: user.isStaff,
    is_superuser: user.isSuperuser,
    typ: 'access',
    iss: MEALBOX_ISSUER,
    aud: MEALBOX_AUDIENCE,
    iat,
    exp: iat + deps.accessTtlSeconds,
    jti: randomUUID(),
  };
  return signJwt(claims, deps.keys.signing());
}

/**
 * Stores and signs a refresh token. The insert fails with a duplicate key if `parent` already has a successor:
 * that is how a token is spent exactly once.
 */
async function issueRefreshToken(
  deps: TokenDeps,
  session: { userId: string; family: string; parent: string; startedAt: Date },
): Promise<string> {
  const issuedAt = deps.now();
  const iat = epochSeconds(issuedAt);
  const sessionEnds = epochSeconds(session.startedAt) + deps.sessionTtlSeconds;
  const claims: RefreshTokenClaims = {
    sub: session.userId,
    typ: 'refresh',
    fam: session.family,
    jti: randomUUID(),
    iss: MEALBOX_ISSUER,
    aud: MEALBOX_AUDIENCE,
    iat,
    exp: Math.min(iat + deps.refreshTtlSeconds, sessionEnds),
  };
  if (claims.exp <= iat) throw unauthorized(INVALID_REFRESH);
  await deps.refreshTokens.create({
    _id: refreshTokenId(claims.jti),
    parent: session.parent,
    family: session.family,
    userId: session.userId,
    status: 'active',
    issuedAt,
    sessionStartedAt: session.startedAt,
    expiresAt: new Date(claims.exp * 1000),
  });
  return signJwt(claims, deps.keys.signing());
}

/** A sign-in: a new token family, its first refresh token and an access token. */
export async function startSession(deps: TokenDeps, user: TokenUser): Promise<TokenPair> {
  const family = randomUUID();
  const refresh = await issueRefreshToken(deps, {
    userId: user._id.toHexString(),
    family,
    parent: `root:${family}`,
    startedAt: deps.now(),
  });
  return { access: issueAccessToken(deps, user), refresh };
}

async function verifyRefreshToken(
  deps: TokenDeps,
  token: string,
  ignoreExpiry = false,
): Promise<RefreshTokenClaims> {
  try {
    const key = await deps.keys.keyFor(peekJwtHeader(token).kid);
    const claims = verifyJwt<RefreshTokenClaims>(token, {
      keyFor: () => key,
      issuer: MEALBOX_ISSUER,
      audience: MEALBOX_AUDIENCE,
      type: 'refresh',
      now: deps.now,
      ignoreExpiry,
    });
    if (typeof claims.sub !== 'string' || typeof claims.fam !== 'string' || typeof claims.jti !== 'string') {
      throw new JwtError('malformed');
    }
    return claims;
  } catch (error) {
    if (error instanceof JwtError) throw unauthorized(INVALID_REFRESH);
    throw error;
  }
}

const isRevoked = async (deps: TokenDeps, family: string) =>
  (await deps.revokedFamilies.exists({ _id: family })) !== null;

/**
 * Exchanges a refresh token for a new pair. Each refresh token works once: its successor is inserted under a
 * unique `parent`, so of two uses only one can win. Presenting a token that already has a successor means two
 * parties hold it (one of them stole it): the whole family is revoked, so the thief's newer tokens and the
 * victim's die together and the victim signs in again. A deactivated user's refresh fails.
 */
export async function rotateSession(deps: TokenDeps, token: string): Promise<TokenPair> {
  const claims = await verifyRefreshToken(deps, token);
  const id = refreshTokenId(claims.jti);
  const current = await deps.refreshTokens.findById(id).lean<RefreshTokenDocument>();
  if (!current || current.family !== claims.fam || (await isRevoked(deps, current.family))) {
    throw unauthorized(INVALID_REFRESH);
  }
  let refresh: string;
  try {
    refresh = await issueRefreshToken(deps, {
      userId: current.userId,
      family: current.family,
      parent: id,
      // Rows written before sessions had an absolute lifetime count from their own issue.
      startedAt: current.sessionStartedAt ?? current.issuedAt,
    });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    deps.logger.warn(
      { family: current.family, userId: current.userId },
      'a spent refresh token was used again; revoking its family',
    );
    await revokeFamily(deps, current.family, current.userId, 'reuse');
    throw unauthorized(INVALID_REFRESH);
  }
  await deps.refreshTokens.updateOne({ _id: id }, { $set: { status: 'rotated' } });
  // A revocation (sign-out elsewhere, reuse, deactivation) may have landed while we rotated.
  const user = await deps.users.findById(current.userId).select(PUBLIC_USER_FIELDS).lean<UserDocument>();
  if (!user?.isActive) await revokeFamily(deps, current.family, current.userId, 'inactive-user');
  if (!user?.isActive || (await isRevoked(deps, current.family))) throw unauthorized(INVALID_REFRESH);
  return { access: issueAccessToken(deps, user), refresh };
}

/** Sign-out: ends the session the refresh token belongs to (even if that token has expired). */
export async function endSession(deps: TokenDeps, token: string): Promise<void> {
  const claims = await verifyRefreshToken(deps, token, true);
  await revokeFamily(deps, claims.fam, claims.sub, 'logout');
}

/** Insert-only, so nothing can undo it; revoking twice is harmless. */
export async function revokeFamily(
  deps: TokenDeps,
  family: string,
  userId: string,
  reason: string,
): Promise<void> {
  try {
    await deps.revokedFamilies.create({ _id: family, userId, revokedAt: deps.now(), reason });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
  await deps.refreshTokens.updateMany({ family, status: 'active' }, { $set: { status: 'revoked' } });
}

/** Ends every session of a user (deactivation). */
export async function revokeAllSessions(deps: TokenDeps, userId: string, reason: string): Promise<void> {
  const families = await deps.refreshTokens
    .find(trustedFilter({ userId, expiresAt: { $gt: deps.now() } }))
    .distinct('family');
  for (const family of families as string[]) await revokeFamily(deps, family, userId, reason);
}

/**
 * Deletes tokens past their expiry, and revocations no token of theirs can outlive (no TTL indexes on
 * FerretDB v1).
 */
export async function sweepExpiredSessions(deps: TokenDeps): Promise<void> {
  const now = deps.now().getTime();
  await deps.refreshTokens.deleteMany(trustedFilter({ expiresAt: { $lt: new Date(now) } }));
  const outlived = new Date(now - (deps.refreshTtlSeconds + 24 * 3600) * 1000);
  await deps.revokedFamilies.deleteMany(trustedFilter({ revokedAt: { $lt: outlived } }));
}
