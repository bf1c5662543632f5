export {
  decodeJwtPayload,
  tokenExpiresAt,
  isAccessTokenValid,
  hasUsableRefreshToken,
  ACCESS_TOKEN_SKEW_SECONDS,
  type JwtClaims,
} from './jwt';
export {
  ACCESS_TOKEN_KEY,
  REFRESH_TOKEN_KEY,
  TokenStorage,
  browserLocalStorage,
  type StorageLike,
  type StoredTokens,
  type Tokens,
} from './token-storage';
export { SessionStore, sessionStateOf, SIGNED_OUT, type SessionState } from './session-store';
export {
  createSession,
  authorization,
  type Session,
  type SessionOptions,
  type LockRunner,
  type Registration,
} from './create-session';
export { useSession } from './use-session';
