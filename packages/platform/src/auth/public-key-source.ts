import { createPublicKey } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import jwksRsa from 'jwks-rsa';
import { es256Jwk } from './jwt';
import { TokenCheckUnavailableError } from './token-check-unavailable-error';

/** Where a verifier finds the public key a token names. Undefined: no such key (the token is refused). */
export interface PublicKeySource {
  keyFor(kid: string): Promise<KeyObject | undefined> | KeyObject | undefined;
}

/** The public keys could not be fetched, so no token can be checked: the caller should answer 503, not 401. */
export class KeySetUnavailableError extends TokenCheckUnavailableError {
  override readonly name = 'KeySetUnavailableError';
}

/** Fixed keys (tests, or keys given as configuration), found by their RFC 7638 thumbprint. */
export function fixedKeySource(publicKeys: KeyObject[]): PublicKeySource {
  const keys = new Map(publicKeys.map((key) => [es256Jwk(key).kid, key] as const));
  return { keyFor: (kid) => keys.get(kid) };
}

export interface JwksKeySourceOptions {
  /** Identity's JWKS (`http://identity:4001/auth/jwks.json`). */
  jwksUrl: string;
  /**
   * How long a fetched key is trusted without asking identity again. It bounds how long a key identity has
   * removed (a compromised one) still verifies here; a new key is fetched at once, whatever this says.
   */
  cacheMaxAgeMs?: number;
  /**
   * While identity cannot be reached, a key fetched before is still served this much longer: an identity outage
   * does not stop every other service from checking tokens. The price: a key removed during that outage is
   * trusted for this long too.
   */
  staleFallbackMs?: number;
  /** Fetches for keys not in the cache, per minute: a flood of tokens with made-up `kid`s must not hammer identity. */
  requestsPerMinute?: number;
  fetchTimeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * Public keys from identity's JWKS through `jwks-rsa` (maintained, EC keys included): fetched on first use,
 * cached per `kid`, fetched again when a token names a key not yet seen (identity rotated), rate limited.
 */
export function jwksKeySource(options: JwksKeySourceOptions): PublicKeySource {
  const fetchImpl = options.fetch ?? fetch;
  const fetchTimeoutMs = options.fetchTimeoutMs ?? 5_000;
  let fetchedOnce = false;
  const client = jwksRsa({
    jwksUri: options.jwksUrl,
    cache: true,
    cacheMaxAge: options.cacheMaxAgeMs ?? 5 * 60_000,
    cacheMaxAgeFallback: options.staleFallbackMs ?? 30 * 60_000,
    rateLimit: true,
    jwksRequestsPerMinute: options.requestsPerMinute ?? 10,
    timeout: fetchTimeoutMs,
    async fetcher(uri) {
      const response = await fetchImpl(uri, { signal: AbortSignal.timeout(fetchTimeoutMs) });
      if (!response.ok) throw new Error(`JWKS answered ${response.status}`);
      const body = (await response.json()) as { keys?: unknown };
      fetchedOnce = true;
      return { keys: body.keys };
    },
  });

  return {
    async keyFor(kid) {
      try {
        const signingKey = await client.getSigningKey(kid);
        return createPublicKey(signingKey.getPublicKey());
      } catch (error) {
        const name = error instanceof Error ? error.name : '';
        if (name === 'SigningKeyNotFoundError') return undefined;
        // Rate limited after a good fetch: the kid is most likely made up, and identity was asked recently.
        if (name === 'JwksRateLimitError' && fetchedOnce) return undefined;
        throw new KeySetUnavailableError(
          `could not fetch the signing keys: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    },
  };
}
