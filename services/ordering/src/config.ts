import { z } from 'zod';
import { loadConfig, portSchema, serviceConfigSchema } from '@mealbox/platform';

/** The courier secret outside production: known, so the demo's courier script can sign with it. */
export const LOCAL_COURIER_WEBHOOK_SECRET = 'local-courier-webhook-secret';

/** The producer every event ordering publishes names. */
export const PRODUCER = 'ordering';

const orderingConfigSchema = serviceConfigSchema
  .extend({
    PORT: portSchema.default(4003),
    MONGO_URL: serviceConfigSchema.shape.MONGO_URL.default('mongodb://127.0.0.1:27017/ordering'),
    KAFKA_BROKERS: serviceConfigSchema.shape.KAFKA_BROKERS.default(['127.0.0.1:9092']),
    /** Identity's public keys, for checking access tokens (fetched on first use and cached). */
    JWKS_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:4001/auth/jwks.json'),
    /**
     * The secret the courier signs its delivery reports with (POST /api/delivery/events/). Required in production;
     * elsewhere the local one, which `scripts/courier.mjs` (the demo's courier) signs with too.
     */
    COURIER_WEBHOOK_SECRET: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.string().min(16, 'must be at least 16 characters').optional(),
    ),
  })
  .transform((config, context) => {
    if (config.COURIER_WEBHOOK_SECRET)
      return { ...config, COURIER_WEBHOOK_SECRET: config.COURIER_WEBHOOK_SECRET };
    if (config.NODE_ENV === 'production') {
      context.addIssue({
        code: 'custom',
        path: ['COURIER_WEBHOOK_SECRET'],
        message: 'is required in production',
      });
      return z.NEVER;
    }
    return { ...config, COURIER_WEBHOOK_SECRET: LOCAL_COURIER_WEBHOOK_SECRET };
  });
export type OrderingConfig = z.infer<typeof orderingConfigSchema>;

export const loadOrderingConfig = (env: NodeJS.ProcessEnv = process.env): OrderingConfig =>
  loadConfig(orderingConfigSchema, env);
