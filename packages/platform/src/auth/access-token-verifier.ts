import type { KeyObject } from 'node:crypto';
import { JwtError, MEALBOX_AUDIENCE, MEALBOX_ISSUER, peekJwtHeader, verifyJwt } from './jwt';
import type { JwtClaims } from './jwt';
import type { AccessRevocations } from './access-revocations';
import { fixedKeySource, jwksKeySource } from './public-key-source';
import { TokenCheckUnavailableError } from './token-check-unavailable-error';
import type { JwksKeySourceOptions, PublicKeySource } from './public-key-source';

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

export interface AccessTokenVerifier {
  /** Resolves with the caller, or rejects with `JwtError` (invalid token) or `TokenCheckUnavailableError`. */
  verify(token: string): Promise<AuthUser>;
}

export interface AccessTokenVerifierOptions extends Partial<Omit<JwksKeySourceOptions, 'jwksUrl'>> {
  /** Identity's JWKS (`http://identity:4001/auth/jwks.json`), through `jwksKeySource`. */
  jwksUrl?: string;
  /** Fixed public keys instead of a JWKS URL (tests, or keys given as configuration). */
  publicKeys?: KeyObject[];
  /** Any other source of keys (identity checks its own tokens against its key ring). */
  keySource?: PublicKeySource;
  /** Users whose older tokens are refused (deactivated, staff rights removed), fed from identity's events. */
  revocations?: AccessRevocations;
  /**
   * False while the feed of `revocations` is down (its consumer crashed, not yet reading again): every token is
   * then refused as uncheckable (503), since a revocation made meanwhile would go unheard.
   */
  revocationsHeard?: () => boolean;
  issuer?: string;
  audience?: string;
  now?: () => Date;
}

function keySourceOf(options: AccessTokenVerifierOptions): PublicKeySource {
  if (options.keySource) return options.keySource;
  if (options.jwksUrl) return jwksKeySource({ ...options, jwksUrl: options.jwksUrl });
  if (options.publicKeys?.length) return fixedKeySource(options.publicKeys);
  throw new Error('give a JWKS URL, public keys or a key source');
}

/**
 * Checks access tokens (ES256, pinned; issuer, audience and `typ` checked) with identity's public keys, found by
 * the token's `kid`, and refuses those issued before their user's latest revocation.
 */
export function createAccessTokenVerifier(options: AccessTokenVerifierOptions): AccessTokenVerifier {
  const { issuer = MEALBOX_ISSUER, audience = MEALBOX_AUDIENCE, now = () => new Date() } = options;
  const keys = keySourceOf(options);

  return {
    async verify(token) {
      const key = await keys.keyFor(peekJwtHeader(token).kid);
      const claims = verifyJwt<AccessTokenClaims>(token, {
        keyFor: () => key,
        issuer,
        audience,
        type: 'access',
        now,
      });
      if (
        typeof claims.sub !== 'string' ||
        typeof claims.iat !== 'number' ||
        typeof claims.username !== 'string' ||
        typeof claims.is_staff !== 'boolean' ||
        typeof claims.is_superuser !== 'boolean'
      ) {
        throw new JwtError('malformed');
      }
      if (options.revocationsHeard && !options.revocationsHeard()) {
        throw new TokenCheckUnavailableError('token revocations are not being heard');
      }
      if (options.revocations?.isRevoked(claims.sub, claims.iat)) throw new JwtError('revoked');
      return {
        id: claims.sub,
        username: claims.username,
        isStaff: claims.is_staff,
        isSuperuser: claims.is_superuser,
      };
    },
  };
}
