import { z } from 'zod';
import { loadConfig, portSchema, serviceConfigSchema } from '@mealbox/platform';

/** The producer every event ordering publishes names. */
export const PRODUCER = 'ordering';

const orderingConfigSchema = serviceConfigSchema.extend({
  PORT: portSchema.default(4003),
  MONGO_URL: serviceConfigSchema.shape.MONGO_URL.default('mongodb://127.0.0.1:27017/ordering'),
  KAFKA_BROKERS: serviceConfigSchema.shape.KAFKA_BROKERS.default(['127.0.0.1:9092']),
  /** Identity's public keys, for checking access tokens (fetched on first use and cached). */
  JWKS_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:4001/auth/jwks.json'),
});
export type OrderingConfig = z.infer<typeof orderingConfigSchema>;

export const loadOrderingConfig = (env: NodeJS.ProcessEnv = process.env): OrderingConfig =>
  loadConfig(orderingConfigSchema, env);
