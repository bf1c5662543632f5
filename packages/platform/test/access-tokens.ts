import { generateKeyPairSync } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { es256Jwk, signJwt } from '../src/auth/jwt';

export interface TestSigningKey {
  privateKey: KeyObject;
  publicKey: KeyObject;
  kid: string;
}

/** A fresh ES256 key pair, named by its thumbprint as identity names its keys. */
export function testSigningKey(): TestSigningKey {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { privateKey, publicKey, kid: es256Jwk(publicKey).kid };
}

/** An access token for 'ada' (u1) as identity issues it, issued now for ten minutes; `extra` overrides claims. */
export function testAccessToken(key: TestSigningKey, extra: Record<string, unknown> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  return signJwt(
    {
      sub: 'u1',
      username: 'ada',
      is_staff: false,
      is_superuser: false,
      typ: 'access',
      iss: 'mealbox-identity',
      aud: 'mealbox',
      iat: now,
      exp: now + 600,
      jti: 'j',
      ...extra,
    },
    key,
  );
}
