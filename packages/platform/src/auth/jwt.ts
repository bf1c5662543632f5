import { createHash, createPublicKey, randomUUID } from 'node:crypto';
import type { JsonWebKey, KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';

/** Who signs Mealbox tokens and who they are for; every service checks both. */
export const MEALBOX_ISSUER = 'mealbox-identity';
export const MEALBOX_AUDIENCE = 'mealbox';

/**
 * The only algorithm we sign with and the only one we accept (pinned: `none`, HS256 and the rest are refused).
 * ES256 rather than EdDSA because `jsonwebtoken`, the library the design names, does not do EdDSA.
 */
export const JWT_ALGORITHM = 'ES256';

export type JwtFailure =
  | 'malformed'
  | 'unsupported_algorithm'
  | 'unknown_key'
  | 'bad_signature'
  | 'expired'
  | 'not_yet_valid'
  | 'wrong_issuer'
  | 'wrong_audience'
  | 'wrong_type'
  | 'revoked';

/** A token that must not be trusted, and why (for logs; clients only ever learn "invalid or expired"). */
export class JwtError extends Error {
  override readonly name = 'JwtError';
  constructor(readonly reason: JwtFailure) {
    super(`JWT rejected: ${reason}`);
  }
}

export interface JwtClaims {
  iss?: string;
  aud?: string | string[];
  sub?: string;
  typ?: string;
  iat?: number;
  nbf?: number;
  exp?: number;
  jti?: string;
  [claim: string]: unknown;
}

export interface JwtSigningKey {
  privateKey: KeyObject;
  kid: string;
}

/** A P-256 public key as a JWKS entry. */
export interface Es256Jwk {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
  kid: string;
  alg: 'ES256';
  use: 'sig';
}

/** True for a P-256 key (private or public): the only kind ES256 uses. */
export const isP256Key = (key: KeyObject): boolean =>
  key.asymmetricKeyType === 'ec' && key.asymmetricKeyDetails?.namedCurve === 'prime256v1';

/** Signs claims as a compact JWS with ES256; the header names the key (`kid`) so verifiers can pick it. */
export function signJwt(claims: JwtClaims, key: JwtSigningKey): string {
  if (!isP256Key(key.privateKey)) throw new Error('JWTs are signed with a P-256 (ES256) key');
  return jwt.sign(claims, key.privateKey, { algorithm: JWT_ALGORITHM, keyid: key.kid });
}

export interface VerifyJwtOptions {
  /** The public key for the token's `kid` (undefined: unknown key). */
  keyFor(kid: string): KeyObject | undefined;
  issuer: string;
  audience: string;
  /** The `typ` claim the caller expects ('access', 'refresh'): a refresh token is never accepted as access. */
  type: string;
  now?: () => Date;
  clockSkewSeconds?: number;
  /** Only for revoking: accept a token whose `exp` has passed (the signature and everything else still count). */
  ignoreExpiry?: boolean;
}

const COMPACT_JWS = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/** The header fields a verifier needs before it has a key: which algorithm and which key. */
export function peekJwtHeader(token: string): { alg: string; kid: string } {
  // Three non-empty base64url parts, checked before any parsing (an unsigned `x.y.` token is malformed).
  if (!COMPACT_JWS.test(token)) throw new JwtError('malformed');
  let decoded: jwt.Jwt | null;
  try {
    decoded = jwt.decode(token, { complete: true });
  } catch {
    throw new JwtError('malformed');
  }
  if (!decoded || typeof decoded.header !== 'object' || typeof decoded.payload !== 'object') {
    throw new JwtError('malformed');
  }
  const { alg, kid, crit } = decoded.header as jwt.JwtHeader & { crit?: unknown };
  // We understand no critical extensions, so a token that demands one is refused (RFC 7515 4.1.11).
  if (crit !== undefined) throw new JwtError('malformed');
  if (alg !== JWT_ALGORITHM) throw new JwtError('unsupported_algorithm');
  // Every token identity signs names its key; without one a verifier would have to guess.
  if (typeof kid !== 'string' || kid === '') throw new JwtError('malformed');
  return { alg, kid };
}

/**
 * Verifies a compact JWS with `jsonwebtoken`: the header must say ES256 (anything else, `none` included, is
 * refused before any key is touched), the key must be a P-256 public key, the signature must hold, and
 * `exp`/`nbf`/`iat`/`iss`/`aud`/`typ` must match. Throws `JwtError`; returns the claims.
 */
export function verifyJwt<T extends JwtClaims = JwtClaims>(token: string, options: VerifyJwtOptions): T {
  const { kid } = peekJwtHeader(token);
  const key = options.keyFor(kid);
  if (!key || key.type !== 'public' || !isP256Key(key)) throw new JwtError('unknown_key');
  const now = Math.floor((options.now?.() ?? new Date()).getTime() / 1000);
  const skew = options.clockSkewSeconds ?? 30;
  let claims: T;
  try {
    claims = jwt.verify(token, key, {
      algorithms: [JWT_ALGORITHM],
      issuer: options.issuer,
      audience: options.audience,
      clockTimestamp: now,
      clockTolerance: skew,
      ignoreExpiration: options.ignoreExpiry ?? false,
    }) as T;
  } catch (error) {
    throw new JwtError(failureOf(error));
  }
  if (typeof claims !== 'object' || typeof claims.exp !== 'number') throw new JwtError('malformed');
  // jsonwebtoken does not look at `iat`: a token "issued" in the future was not issued by a sane clock.
  if (claims.iat !== undefined && (typeof claims.iat !== 'number' || now + skew < claims.iat)) {
    throw new JwtError('not_yet_valid');
  }
  if (claims.typ !== options.type) throw new JwtError('wrong_type');
  return claims;
}

/** jsonwebtoken tells failures apart by class and message only; we keep the reasons our logs have always used. */
function failureOf(error: unknown): JwtFailure {
  if (error instanceof jwt.TokenExpiredError) return 'expired';
  if (error instanceof jwt.NotBeforeError) return 'not_yet_valid';
  if (!(error instanceof jwt.JsonWebTokenError)) return 'malformed';
  if (error.message === 'invalid signature') return 'bad_signature';
  if (error.message === 'invalid algorithm') return 'unsupported_algorithm';
  if (error.message.startsWith('jwt issuer invalid')) return 'wrong_issuer';
  if (error.message.startsWith('jwt audience invalid')) return 'wrong_audience';
  return 'malformed';
}

/** Seconds since the epoch, as JWT claims count time. */
export const epochSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);

export const newTokenId = (): string => randomUUID();

/** The JWKS entry of a P-256 public key; `kid` is its RFC 7638 thumbprint (base64url SHA-256). */
export function es256Jwk(publicKey: KeyObject): Es256Jwk {
  const jwk = publicKey.export({ format: 'jwk' }) as JsonWebKey;
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || typeof jwk.x !== 'string' || typeof jwk.y !== 'string') {
    throw new Error('not a P-256 public key');
  }
  return {
    kty: 'EC',
    crv: 'P-256',
    x: jwk.x,
    y: jwk.y,
    kid: jwkThumbprint(jwk.x, jwk.y),
    alg: 'ES256',
    use: 'sig',
  };
}

/** RFC 7638: SHA-256 over the required members in lexicographic order, without whitespace. */
export function jwkThumbprint(x: string, y: string): string {
  const canonical = JSON.stringify({ crv: 'P-256', kty: 'EC', x, y });
  return createHash('sha256').update(canonical).digest('base64url');
}

/** Imports the ES256 signing keys of a JWKS, ignoring any other kind of key. */
export function publicKeysFromJwks(jwks: unknown): Map<string, KeyObject> {
  const keys = new Map<string, KeyObject>();
  const list = (jwks as { keys?: unknown })?.keys;
  if (!Array.isArray(list)) return keys;
  for (const entry of list as Record<string, unknown>[]) {
    if (
      entry?.kty !== 'EC' ||
      entry.crv !== 'P-256' ||
      typeof entry.x !== 'string' ||
      typeof entry.y !== 'string'
    ) {
      continue;
    }
    if (entry.use !== undefined && entry.use !== 'sig') continue;
    if (entry.alg !== undefined && entry.alg !== JWT_ALGORITHM) continue;
    try {
      const key = createPublicKey({
        key: { kty: 'EC', crv: 'P-256', x: entry.x, y: entry.y },
        format: 'jwk',
      });
      keys.set(typeof entry.kid === 'string' ? entry.kid : jwkThumbprint(entry.x, entry.y), key);
    } catch {
      // a malformed entry is skipped; the others still work
    }
  }
  return keys;
}
