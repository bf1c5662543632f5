import path from 'node:path';
import { z } from 'zod';
import { loadConfig, portSchema, serviceConfigSchema } from '@mealbox/platform';

const repoRoot = path.resolve(__dirname, '../../..');

/** An optional variable; an empty value counts as unset (`ADMIN_USERNAME=` in a .env file). */
const optionalText = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());

const ACCESS_TTL_RANGE = 'must be whole seconds from 300 to 900 (5 to 15 minutes)';

const identityConfigSchema = serviceConfigSchema
  .extend({
    PORT: portSchema.default(4001),
    MONGO_URL: serviceConfigSchema.shape.MONGO_URL.default('mongodb://127.0.0.1:27017/identity'),
    KAFKA_BROKERS: serviceConfigSchema.shape.KAFKA_BROKERS.default(['127.0.0.1:9092']),
    /** How long an access token lives: DESIGN keeps it between 5 and 15 minutes. */
    ACCESS_TOKEN_TTL_SECONDS: z.coerce
      .number({ error: ACCESS_TTL_RANGE })
      .int(ACCESS_TTL_RANGE)
      .min(300, ACCESS_TTL_RANGE)
      .max(900, ACCESS_TTL_RANGE)
      .default(600),
    /** The first start creates this staff + superuser account when no user has the username. */
    ADMIN_USERNAME: optionalText,
    ADMIN_PASSWORD: optionalText,
    ADMIN_EMAIL: optionalText,
  })
  .superRefine((config, ctx) => {
    if (!config.ADMIN_USERNAME) return;
    for (const name of ['ADMIN_PASSWORD', 'ADMIN_EMAIL'] as const) {
      if (!config[name])
        ctx.addIssue({ code: 'custom', path: [name], message: 'required with ADMIN_USERNAME' });
    }
  });
export type IdentityConfig = z.infer<typeof identityConfigSchema>;

export const loadIdentityConfig = (env: NodeJS.ProcessEnv = process.env): IdentityConfig =>
  loadConfig(identityConfigSchema, env);

/** Refresh tokens live 14 days unused; each use replaces the token (rotation) with one that lives 14 more. */
export const REFRESH_TOKEN_TTL_SECONDS = 14 * 24 * 60 * 60;
/** However active, a session ends 30 days after its sign-in: a stolen refresh token cannot be kept alive for ever. */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
/**
 * A retired signing key stays published this long: the longest any token it signed can live (a refresh token's
 * idle lifetime), plus a minute for clocks that disagree.
 */
export const RETIRED_KEY_RETENTION_SECONDS = REFRESH_TOKEN_TTL_SECONDS + 60;
/**
 * Where identity kept its Ed25519 key before tokens moved to ES256 and the keys to the database. Only read to
 * say, once, that it is no longer used.
 */
export const LEGACY_KEY_FILE = path.join(repoRoot, '.data/keys/identity-jwt-ed25519.pem');
