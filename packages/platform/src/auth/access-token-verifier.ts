import type { KeyObject } from 'node:crypto';
import { JwtError, MEALBOX_AUDIENCE, MEALBOX_ISSUER, ed25519Jwk, publicKeysFromJwks, verifyJwt } from './jwt';
import type { JwtClaims } from './jwt';

/** The signed-in caller as every service sees it (from the access token alone, no database read). */
export interface AuthUser {
  id: string;
  username: string;
  isStaff: boolean;
  isSuperuser: boolean;
}

/** What identity puts in an access token. */
export interface AccessTokenClaims extends JwtClaims {
  sub: string;
  username: string;
  is_staff: boolean;
  is_superuser: boolean;
  typ: 'access';
  iss: string;
  aud: string;
  iat: number;
  exp: number;
  jti: string;
}

/** The public keys could not be fetched, so no token can be checked: the caller should answer 503, not 401. */
export class KeySetUnavailableError extends Error {
  override readonly name = 'KeySetUnavailableError';
}

export interface AccessTokenVerifier {
  /** Resolves with the caller, or rejects with `JwtError` (invalid token) or `KeySetUnavailableError`. */
  verify(token: string): Promise<AuthUser>;
}

export interface AccessTokenVerifierOptions {
  /** Identity's JWKS (`http://identity:4001/auth/jwks.json`): fetched on first use, cached, re-fetched for an unknown `kid`. */
  jwksUrl?: string;
  /** Fixed public keys instead of a JWKS URL (tests, or keys given as configuration). */
  publicKeys?: KeyObject[];
  issuer?: string;
  audience?: string;
  /** An unknown `kid` re-fetches the JWKS at most this often (a forged kid must not make us hammer identity). */
  refetchIntervalMs?: number;
  fetchTimeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => Date;
}

/**
 * Checks access tokens with identity's public keys. Keys come from a JWKS URL, fetched lazily and cached; when a
 * token names a key we do not hold (identity rotated its key), the set is fetched again, at most every 30 s.
 */
export function createAccessTokenVerifier(options: AccessTokenVerifierOptions): AccessTokenVerifier {
  const {
    jwksUrl,
    issuer = MEALBOX_ISSUER,
    audience = MEALBOX_AUDIENCE,
    refetchIntervalMs = 30_000,
    fetchTimeoutMs = 5_000,
    now = () => new Date(),
  } = options;
  const fetchImpl = options.fetch ?? fetch;
  if (!jwksUrl && !options.publicKeys?.length) throw new Error('give a JWKS URL or public keys');

  let keys = new Map<string, KeyObject>(
    (options.publicKeys ?? []).map((key) => [ed25519Jwk(key).kid, key] as const),
  );
  let lastFetchAt = Number.NEGATIVE_INFINITY;
  let fetching: Promise<void> | undefined;

  async function fetchKeys(): Promise<void> {
    if (!jwksUrl) return;
    fetching ??= (async () => {
      lastFetchAt = Date.now();
      try {
        const response = await fetchImpl(jwksUrl, { signal: AbortSignal.timeout(fetchTimeoutMs) });
        if (!response.ok) throw new Error(`JWKS answered ${response.status}`);
        const fetched = publicKeysFromJwks(await response.json());
        if (fetched.size > 0) keys = fetched;
      } finally {
        fetching = undefined;
      }
    })();
    return fetching;
  }

  async function ensureKey(kid: string | undefined): Promise<void> {
    const known = kid === undefined ? keys.size > 0 : keys.has(kid);
    if (known || !jwksUrl) return;
    // While we hold no key at all, retry soon (identity may be starting); otherwise honour the interval.
    const interval = keys.size === 0 ? Math.min(1_000, refetchIntervalMs) : refetchIntervalMs;
    if (!fetching && Date.now() - lastFetchAt < interval) {
      if (keys.size === 0) throw new KeySetUnavailableError('the signing keys are not available yet');
      return;
    }
    try {
      await fetchKeys();
    } catch (error) {
      if (keys.size === 0) {
        throw new KeySetUnavailableError(
          `could not fetch the signing keys: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  }

  function keyFor(kid: string | undefined): KeyObject | undefined {
    if (kid !== undefined) return keys.get(kid);
    return keys.size === 1 ? [...keys.values()][0] : undefined;
  }

  return {
    async verify(token) {
      await ensureKey(peekKeyId(token));
      const claims = verifyJwt<AccessTokenClaims>(token, { keyFor, issuer, audience, type: 'access', now });
      if (
        typeof claims.sub !== 'string' ||
        typeof claims.username !== 'string' ||
        typeof claims.is_staff !== 'boolean' ||
        typeof claims.is_superuser !== 'boolean'
      ) {
        throw new JwtError('malformed');
      }
      return {
        id: claims.sub,
        username: claims.username,
        isStaff: claims.is_staff,
        isSuperuser: claims.is_superuser,
      };
    },
  };
}

/** The `kid` a token's header names, without trusting anything else about it. */
function peekKeyId(token: string): string | undefined {
  try {
    const header = JSON.parse(
      Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8'),
    ) as unknown;
    const kid = (header as { kid?: unknown } | null)?.kid;
    return typeof kid === 'string' ? kid : undefined;
  } catch {
    return undefined;
  }
}
