import { z } from 'zod';
import { trustProxySchema } from './trust-proxy';

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * Reads configuration from environment variables through a zod schema. A bad or missing value fails at start-up
 * with a message naming each offending variable, instead of surfacing later as an odd runtime error.
 */
export function loadConfig<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv = process.env): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
  );
  throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
}

/** Variables every service reads. Services extend this with their own. */
export const serviceConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HOST: z.string().default('127.0.0.1'),
  MONGO_URL: z.url({ protocol: /^mongodb(\+srv)?$/, error: 'must be a mongodb:// URL' }),
  KAFKA_BROKERS: z
    .string()
    .min(1, 'must list at least one host:port')
    .transform((value) => value.split(',').map((broker) => broker.trim()))
    .pipe(z.array(z.string().regex(/^[^:\s]+:\d+$/, 'each broker must be host:port'))),
  /** A namespace in front of every Kafka topic; empty in production (see createKafkaEventBus). */
  KAFKA_TOPIC_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9._-]*$/, 'letters, digits, dots, dashes and underscores only')
    .default(''),
  /**
   * Which senders may name the client's address in X-Forwarded-For. Loopback suits a proxy on the same host;
   * behind the Docker gateway it is the gateway's hop (see infra/docker-compose.yml).
   */
  TRUST_PROXY: trustProxySchema.prefault('loopback'),
});

/** A TCP port given as an environment variable. */
export const portSchema = z.coerce.number().int().min(0).max(65535);
