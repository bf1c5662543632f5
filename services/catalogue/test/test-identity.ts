import { generateKeyPairSync, randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import express from 'express';
import {
  MEALBOX_AUDIENCE,
  MEALBOX_ISSUER,
  ed25519Jwk,
  epochSeconds,
  listen,
  signJwt,
} from '@mealbox/platform';
import type { JwtClaims } from '@mealbox/platform';

export interface TestIdentity {
  /** Point the catalogue's JWKS_URL here. */
  jwksUrl: string;
  /** An access token as identity would issue it; override claims to forge, expire or demote it. */
  token(role: 'admin' | 'staff' | 'customer', overrides?: JwtClaims): string;
  stop(): Promise<void>;
}

/**
 * Stands in for identity in catalogue tests: serves a JWKS over real HTTP, as identity does, and signs access
 * tokens with the matching key, so the catalogue checks them exactly as it would in production.
 */
export async function startTestIdentity(): Promise<TestIdentity> {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const jwk = ed25519Jwk(publicKey);
  const app = express();
  app.get('/auth/jwks.json', (_req, res) => {
    res.json({ keys: [jwk] });
  });
  const server: Server = await listen(app, 0, '127.0.0.1');
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
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const jwt = (token: string) => ({ Authorization: `JWT ${token}` });
