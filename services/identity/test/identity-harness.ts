import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPrivateKey } from 'node:crypto';
import mongoose from 'mongoose';
import request from 'supertest';
import { createLogger, ed25519Jwk, signJwt } from '@mealbox/platform';
import type { JwtClaims, Logger } from '@mealbox/platform';
import { KAFKA_BROKERS, databaseUrl, uniqueName, TOPIC_PREFIX } from '@mealbox/test-support';
import { loadIdentityConfig } from '../src/config';
import { startIdentity } from '../src/start-identity';
import type { IdentityStartOptions, StartedIdentity } from '../src/start-identity';

export const logger: Logger = createLogger('identity-test', 'silent');

export interface TestIdentity {
  identity: StartedIdentity;
  api: ReturnType<typeof request>;
  databaseName: string;
  keyFile: string;
  /** Starts another instance on the same database and key (a restart). */
  restart(): Promise<StartedIdentity>;
  /** Signs arbitrary claims with identity's own key, for forged and expired tokens. */
  sign(claims: JwtClaims): string;
  stop(): Promise<void>;
}

/** Identity on port 0, against the real local infrastructure, with its own database and a fresh key file. */
export async function startTestIdentity(
  env: Record<string, string> = {},
  options: IdentityStartOptions = {},
): Promise<TestIdentity> {
  const databaseName = uniqueName('identity_test');
  const keyDir = mkdtempSync(path.join(tmpdir(), 'identity-key-'));
  // A folder that does not exist yet: the service creates it.
  const keyFile = path.join(keyDir, 'keys', 'identity-jwt-ed25519.pem');
  const config = loadIdentityConfig({
    PORT: '0',
    MONGO_URL: databaseUrl(databaseName),
    KAFKA_BROKERS: KAFKA_BROKERS.join(','),
    KAFKA_TOPIC_PREFIX: TOPIC_PREFIX,
    JWT_PRIVATE_KEY_FILE: keyFile,
    // Tests register and refresh many times from 127.0.0.1; tests of these limits pass lower ones in `env`.
    REGISTRATION_LIMIT: '10000/60',
    TOKEN_REFRESH_LIMIT: '10000/60',
    ...env,
  });
  const start = () =>
    startIdentity(config, logger, { consumerGroup: uniqueName('identity-test'), ...options });
  const identity = await start();
  const privateKey = createPrivateKey(readFileSync(keyFile, 'utf8'));
  const kid = ed25519Jwk(identity.admin.tokens.key.publicKey).kid;
  return {
    identity,
    api: request(`http://127.0.0.1:${identity.port}`),
    databaseName,
    keyFile,
    restart: start,
    sign: (claims) => signJwt(claims, { privateKey, kid }),
    async stop() {
      await identity.close();
      const connection = await mongoose.createConnection(databaseUrl(databaseName)).asPromise();
      await connection.dropDatabase();
      await connection.close();
      rmSync(keyDir, { recursive: true, force: true });
    },
  };
}

/** A new customer's registration body; every call gives unique names. */
export function newCustomer(overrides: Record<string, unknown> = {}) {
  const name = uniqueName('cust').replace('_', '');
  return {
    username: name,
    password: 'plum-tart-on-sunday',
    email: `${name}@example.co.uk`,
    first_name: 'Ada',
    last_name: 'Lovelace',
    ...overrides,
  };
}

export const bearer = (token: string) => ({ Authorization: `JWT ${token}` });

/**
 * A unique client address, sent as the gateway would (X-Forwarded-For; identity trusts its loopback proxy), so
 * the per-address limits in one test never affect another.
 */
export function clientAddress(): { 'X-Forwarded-For': string } {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return { 'X-Forwarded-For': `10.${octet()}.${octet()}.${octet()}` };
}
