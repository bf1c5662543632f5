import { createHash, createPublicKey, randomUUID, sign, verify } from 'node:crypto';
import type { JsonWebKey, KeyObject } from 'node:crypto';

/** Who signs Mealbox tokens and who they are for; every service checks both. */
export const MEALBOX_ISSUER = 'mealbox-identity';
export const MEALBOX_AUDIENCE = 'mealbox';

/** The only algorithm we sign with and the only one we accept (pinned: `none`, HS256 and the rest are refused). */
export const JWT_ALGORITHM = 'EdDSA';

export type JwtFailure =
  | 'malformed'
  | 'unsupported_algorithm'
  | 'unknown_key'
  | 'bad_signature'
  | 'expired'
  | 'not_yet_valid'
  | 'wrong_issuer'
  | 'wrong_audience'
  | 'wrong_type';

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

/** An Ed25519 public key as a JWKS entry. */
export interface Ed25519Jwk {
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
  kid: string;
  alg: 'EdDSA';
  use: 'sig';
}

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** Signs claims as a compact JWS with Ed25519 (`alg: EdDSA`). */
export function signJwt(claims: JwtClaims, key: JwtSigningKey): string {
  if (key.privateKey.asymmetricKeyType !== 'ed25519') throw new Error('JWTs are signed with an Ed25519 key');
  const header = { alg: JWT_ALGORITHM, typ: 'JWT', kid: key.kid };
  const signingInput = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
  const signature = sign(null, Buffer.from(signingInput), key.privateKey);
  return `${signingInput}.${base64url(signature)}`;
}

export interface VerifyJwtOptions {
  /** The public key for the token's `kid` (undefined: unknown key). */
  keyFor(kid: string | undefined): KeyObject | undefined;
  issuer: string;
  audience: string;
  /** The `typ` claim the caller expects ('access', 'refresh'): a refresh token is never accepted as access. */
  type: string;
  now?: () => Date;
  clockSkewSeconds?: number;
  /** Only for revoking: accept a token whose `exp` has passed (the signature and everything else still count). */
  ignoreExpiry?: boolean;
}

/**
 * Verifies a compact JWS: the header must say EdDSA (anything else, `none` included, is refused before any key
 * is touched), the key must be an Ed25519 public key, the signature must hold, and `exp`/`nbf`/`iss`/`aud`/`typ`
 * must match. Throws `JwtError`; returns the claims.
 */
export function verifyJwt<T extends JwtClaims = JwtClaims>(token: string, options: VerifyJwtOptions): T {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every((part) => BASE64URL.test(part))) throw new JwtError('malformed');
  const [encodedHeader, encodedPayload, encodedSignature] = parts as [string, string, string];
  const header = decodeJson(encodedHeader);
  if (header.alg !== JWT_ALGORITHM) throw new JwtError('unsupported_algorithm');
  // We understand no critical extensions, so a token that demands one is refused (RFC 7515 4.1.11).
  if (header.crit !== undefined) throw new JwtError('malformed');
  if (header.kid !== undefined && typeof header.kid !== 'string') throw new JwtError('malformed');

  const key = options.keyFor(header.kid as string | undefined);
  if (!key || key.type !== 'public' || key.asymmetricKeyType !== 'ed25519') throw new JwtError('unknown_key');
  const signature = Buffer.from(encodedSignature, 'base64url');
  if (signature.length !== 64) throw new JwtError('bad_signature');
  if (!verify(null, Buffer.from(`${encodedHeader}.${encodedPayload}`), key, signature)) {
    throw new JwtError('bad_signature');
  }

  const claims = decodeJson(encodedPayload) as T;
  const now = Math.floor((options.now?.() ?? new Date()).getTime() / 1000);
  const skew = options.clockSkewSeconds ?? 30;
  if (typeof claims.exp !== 'number') throw new JwtError('malformed');
  if (!options.ignoreExpiry && now >= claims.exp + skew) throw new JwtError('expired');
  if (claims.nbf !== undefined && (typeof claims.nbf !== 'number' || now + skew < claims.nbf)) {
    throw new JwtError('not_yet_valid');
  }
  if (claims.iat !== undefined && (typeof claims.iat !== 'number' || now + skew < claims.iat)) {
    throw new JwtError('not_yet_valid');
  }
  if (claims.iss !== options.issuer) throw new JwtError('wrong_issuer');
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(options.audience)) throw new JwtError('wrong_audience');
  if (claims.typ !== options.type) throw new JwtError('wrong_type');
  return claims;
}

function decodeJson(part: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    throw new JwtError('malformed');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new JwtError('malformed');
  return value as Record<string, unknown>;
}

/** Seconds since the epoch, as JWT claims count time. */
export const epochSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);

export const newTokenId = (): string => randomUUID();

/** The JWKS entry of an Ed25519 public key; `kid` is its RFC 7638 thumbprint (base64url SHA-256). */
export function ed25519Jwk(publicKey: KeyObject): Ed25519Jwk {
  const jwk = publicKey.export({ format: 'jwk' }) as JsonWebKey;
  if (jwk.kty !== 'OKP' || jwk.crv !== 'Ed25519' || typeof jwk.x !== 'string') {
    throw new Error('not an Ed25519 public key');
  }
  return { kty: 'OKP', crv: 'Ed25519', x: jwk.x, kid: jwkThumbprint(jwk.x), alg: 'EdDSA', use: 'sig' };
}

/** RFC 7638: SHA-256 over the required members in lexicographic order, without whitespace. */
export function jwkThumbprint(x: string): string {
  const canonical = JSON.stringify({ crv: 'Ed25519', kty: 'OKP', x });
  return createHash('sha256').update(canonical).digest('base64url');
}

/** Imports the Ed25519 signing keys of a JWKS, ignoring any other kind of key. */
export function publicKeysFromJwks(jwks: unknown): Map<string, KeyObject> {
  const keys = new Map<string, KeyObject>();
  const list = (jwks as { keys?: unknown })?.keys;
  if (!Array.isArray(list)) return keys;
  for (const entry of list as Record<string, unknown>[]) {
    if (entry?.kty !== 'OKP' || entry.crv !== 'Ed25519' || typeof entry.x !== 'string') continue;
    if (entry.use !== undefined && entry.use !== 'sig') continue;
    if (entry.alg !== undefined && entry.alg !== JWT_ALGORITHM) continue;
    try {
      const key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: entry.x }, format: 'jwk' });
      keys.set(typeof entry.kid === 'string' ? entry.kid : jwkThumbprint(entry.x), key);
    } catch {
      // a malformed entry is skipped; the others still work
    }
  }
  return keys;
}
