import mongoose from 'mongoose';
import request from 'supertest';
import { createLogger, signJwt } from '@mealbox/platform';
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
  /** Starts another instance on the same database, so the same keys (a restart, or a second instance). */
  restart(): Promise<StartedIdentity>;
  /** Signs arbitrary claims with identity's current signing key, for forged and expired tokens. */
  sign(claims: JwtClaims): string;
  stop(): Promise<void>;
}

/** Identity on port 0, against the real local infrastructure, with its own database (so its own keys). */
export async function startTestIdentity(
  env: Record<string, string> = {},
  options: IdentityStartOptions = {},
): Promise<TestIdentity> {
  const databaseName = uniqueName('identity_test');
  const config = loadIdentityConfig({
    PORT: '0',
    MONGO_URL: databaseUrl(databaseName),
    KAFKA_BROKERS: KAFKA_BROKERS.join(','),
    KAFKA_TOPIC_PREFIX: TOPIC_PREFIX,
    // Tests register and refresh many times from 127.0.0.1; tests of these limits pass lower ones in `env`.
    REGISTRATION_LIMIT: '10000/60',
    TOKEN_REFRESH_LIMIT: '10000/60',
    ...env,
  });
  const start = () =>
    startIdentity(config, logger, { consumerGroup: uniqueName('identity-test'), ...options });
  const identity = await start();
  return {
    identity,
    api: request(`http://127.0.0.1:${identity.port}`),
    databaseName,
    restart: start,
    sign: (claims) => signJwt(claims, identity.keys.signing()),
    async stop() {
      await identity.close();
      const connection = await mongoose.createConnection(databaseUrl(databaseName)).asPromise();
      await connection.dropDatabase();
      await connection.close();
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
