import mongoose from 'mongoose';
import request from 'supertest';
import { createLogger } from '@mealbox/platform';
import type { Logger } from '@mealbox/platform';
import {
  KAFKA_BROKERS,
  TOPIC_PREFIX,
  databaseUrl,
  startTestIdentity,
  uniqueName,
} from '@mealbox/test-support';
import type { TestIdentity } from '@mealbox/test-support';
import { loadCatalogueConfig } from '../src/config';
import type { CatalogueConfig } from '../src/config';
import { startCatalogue } from '../src/start-catalogue';
import type { StartedCatalogue } from '../src/start-catalogue';

export const logger: Logger = createLogger('catalogue-test', 'silent');

export interface CatalogueUnderTest {
  catalogue: StartedCatalogue;
  api: ReturnType<typeof request>;
  /** The stand-in identity whose tokens the catalogue accepts. */
  identity: TestIdentity;
  /** Its configuration, to start another instance on the same database (a restart). */
  config: CatalogueConfig;
  /** Stops the catalogue (and the stand-in identity, if it started one) and drops its database. */
  stop(): Promise<void>;
}

export interface CatalogueUnderTestOptions {
  /** Accept another harness's stand-in identity's tokens; that harness stops it. */
  identity?: TestIdentity;
  /** Seed the demo meals as a fresh catalogue does; off by default, so a test sees only the meals it saves. */
  seedDemoMeals?: boolean;
}

/**
 * The catalogue on port 0 against the real local infrastructure: its own database, a unique consumer group, this
 * test file's Kafka namespace, and access tokens from a stand-in identity whose JWKS it fetches over HTTP.
 */
export async function startCatalogueUnderTest(
  options: CatalogueUnderTestOptions = {},
): Promise<CatalogueUnderTest> {
  const databaseName = uniqueName('catalogue_test');
  const identity = options.identity ?? (await startTestIdentity());
  const config = loadCatalogueConfig({
    PORT: '0',
    MONGO_URL: databaseUrl(databaseName),
    KAFKA_BROKERS: KAFKA_BROKERS.join(','),
    KAFKA_TOPIC_PREFIX: TOPIC_PREFIX,
    JWKS_URL: identity.jwksUrl,
    SEED_DEMO_MEALS: options.seedDemoMeals ? 'true' : 'false',
  });
  const catalogue = await startCatalogue(config, logger, { consumerGroup: uniqueName('catalogue-test') });
  return {
    catalogue,
    api: request(`http://127.0.0.1:${catalogue.port}`),
    identity,
    config,
    async stop() {
      await catalogue.close();
      if (!options.identity) await identity.stop();
      const connection = await mongoose.createConnection(databaseUrl(databaseName)).asPromise();
      await connection.dropDatabase();
      await connection.close();
    },
  };
}
