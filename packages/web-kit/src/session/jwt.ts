/**
 * Reading the tokens identity issues. The browser never verifies a JWT (it has no key and needs none: every service
 * verifies the signature on every request); it only reads the payload, to know when a token expires and whom to
 * greet. Nothing read here grants access to anything.
 */

/** The claims the site reads. Identity adds others (iss, aud, iat, jti, ...), which are kept but not typed. */
export interface JwtClaims {
  sub?: string;
  /** Expiry, in seconds since the epoch. */
  exp?: number;
  typ?: string;
  username?: string;
  is_staff?: boolean;
  is_superuser?: boolean;
  [claim: string]: unknown;
}

/** Seconds of leeway: a token that expires this soon is treated as expired, so it never dies in flight. */
export const ACCESS_TOKEN_SKEW_SECONDS = 30;

/** The payload of a compact JWT (header.payload.signature), or null for anything that is not one. */
export function decodeJwtPayload(token: string | null | undefined): JwtClaims | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const claims: unknown = JSON.parse(base64UrlDecode(parts[1]));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? (claims as JwtClaims)
      : null;
  } catch {
    return null;
  }
}

/** When the token expires, in milliseconds since the epoch; null when it is unreadable or has no numeric exp. */
export function tokenExpiresAt(token: string | null | undefined): number | null {
  const exp = decodeJwtPayload(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

/** An access token that is readable and not about to expire (exp minus a little skew is still ahead of `now`). */
export function isAccessTokenValid(
  token: string | null | undefined,
  now: number = Date.now(),
  skewSeconds: number = ACCESS_TOKEN_SKEW_SECONDS,
): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== null && expiresAt - skewSeconds * 1000 > now;
}

/**
 * A refresh token worth sending: present, readable and not expired. (It may still be refused: revoked, or
 * already used. Only identity knows that.)
 */
export function hasUsableRefreshToken(token: string | null | undefined, now: number = Date.now()): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== null && expiresAt > now;
}

/** base64url (RFC 4648 section 5, no padding) to a UTF-8 string, with the browser's own decoders. */
function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}
