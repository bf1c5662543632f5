import { z } from 'zod';
import { loadConfig, portSchema, serviceConfigSchema } from '@mealbox/platform';

const catalogueConfigSchema = serviceConfigSchema.extend({
  PORT: portSchema.default(4002),
  MONGO_URL: serviceConfigSchema.shape.MONGO_URL.default('mongodb://127.0.0.1:27017/catalogue'),
  KAFKA_BROKERS: serviceConfigSchema.shape.KAFKA_BROKERS.default(['127.0.0.1:9092']),
  /** Identity's public keys, for checking staff access tokens (fetched on first use and cached). */
  JWKS_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:4001/auth/jwks.json'),
  SEED_DEMO_MEALS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});
export type CatalogueConfig = z.infer<typeof catalogueConfigSchema>;

export const loadCatalogueConfig = (env: NodeJS.ProcessEnv = process.env): CatalogueConfig =>
  loadConfig(catalogueConfigSchema, env);

/** The `producer` stamped on every event this service publishes. */
export const PRODUCER = 'catalogue';
