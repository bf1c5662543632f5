import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { MEALBOX_AUDIENCE, MEALBOX_ISSUER, epochSeconds, es256Jwk, signJwt } from '@mealbox/platform';
import type { JwtClaims } from '@mealbox/platform';

export type TestRole = 'admin' | 'staff' | 'customer';

export interface TestIdentity {
  /** Point a service's JWKS_URL here. */
  jwksUrl: string;
  /** An access token as identity would issue it; override claims (`sub`, `exp`, ...) to pick the user, forge or expire it. */
  token(role: TestRole, overrides?: JwtClaims): string;
  stop(): Promise<void>;
}

/**
 * Stands in for identity in other services' tests: serves a JWKS over real HTTP, as identity does, and signs
 * access tokens with the matching key, so a service checks them exactly as it would in production.
 */
export async function startTestIdentity(): Promise<TestIdentity> {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = es256Jwk(publicKey);
  const body = JSON.stringify({ keys: [jwk] });
  const server = createServer((req, res) => {
    const found = req.url === '/auth/jwks.json';
    res.writeHead(found ? 200 : 404, { 'Content-Type': 'application/json' }).end(found ? body : '{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    jwksUrl: `http://127.0.0.1:${port}/auth/jwks.json`,
    token(role, overrides = {}) {
      const now = epochSeconds(new Date());
      const claims: JwtClaims = {
        sub: randomUUID().replace(/-/g, '').slice(0, 24),
        username: `${role}-user`,
        is_staff: role !== 'customer',
        is_superuser: role === 'admin',
        typ: 'access',
        iss: MEALBOX_ISSUER,
        aud: MEALBOX_AUDIENCE,
        iat: now,
        exp: now + 600,
        jti: randomUUID(),
        ...overrides,
      };
      return signJwt(claims, { privateKey, kid: jwk.kid });
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The spec's Authorization header for a token. */
export const jwt = (token: string) => ({ Authorization: `JWT ${token}` });
