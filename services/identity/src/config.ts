import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import {
  loadConfig,
  portSchema,
  rateLimitSettingSchema,
  secondsSchema,
  serviceConfigSchema,
} from '@mealbox/platform';

const repoRoot = path.resolve(__dirname, '../../..');

/** An optional variable; an empty value counts as unset (`ADMIN_USERNAME=` in a .env file). */
const optionalText = z.preprocess((value) => (value === '' ? undefined : value), z.string().optional());

const countSchema = z.coerce.number().int('must be a whole number').min(1, 'must be at least 1');

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
    // Abuse limits (docs/security.md). Tests raise them; production keeps these defaults or tightens them.
    /** Wrong passwords from one client address on one account before the waits start (1 s, doubling). */
    SIGN_IN_FREE_FAILURES_PER_ACCOUNT_AND_CLIENT: countSchema.default(5),
    /** Wrong passwords from one client address across all accounts before the waits start. */
    SIGN_IN_FREE_FAILURES_PER_CLIENT: countSchema.default(20),
    SIGN_IN_FIRST_DELAY_SECONDS: secondsSchema.default(1),
    SIGN_IN_MAX_DELAY_SECONDS: secondsSchema.default(15 * 60),
    /** How long a client's failures are remembered. */
    SIGN_IN_FAILURE_MEMORY_SECONDS: secondsSchema.default(24 * 60 * 60),
    /** Wrong passwords on one account from all addresses together; past it each failure asks for a short wait. */
    SIGN_IN_ACCOUNT_CEILING: rateLimitSettingSchema.prefault('100/900'),
    SIGN_IN_ACCOUNT_CEILING_WAIT_SECONDS: secondsSchema.default(30),
    /** Registrations per client address (each costs a 128 MiB scrypt hash). */
    REGISTRATION_LIMIT: rateLimitSettingSchema.prefault('10/3600'),
    /** Token refreshes per client address. */
    TOKEN_REFRESH_LIMIT: rateLimitSettingSchema.prefault('120/60'),
    /** Password-reset requests and confirmations per client address (like sign-in, they are throttled). */
    PASSWORD_RESET_LIMIT: rateLimitSettingSchema.prefault('10/900'),
    /** Reset mails per account: more requests still answer 204 but mail nothing, so nobody is mail-bombed. */
    PASSWORD_RESET_MAILS_PER_ACCOUNT: rateLimitSettingSchema.prefault('3/3600'),
    // Proof of work past the per-address limits (docs/abuse-limits.md): a shared address (a mobile carrier's NAT,
    // an office) is asked to solve a challenge instead of being refused, so one busy address never shuts its
    // people out.
    /** Signs the challenges (HMAC-SHA-256). Unset: a key made once and kept in identity's database. */
    PROOF_OF_WORK_HMAC_KEY: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.string().min(32, 'must have at least 32 characters').optional(),
    ),
    /** PBKDF2-SHA-256 rounds per guess: the work of one try, the same in a browser as in native code. */
    PROOF_OF_WORK_COST: countSchema.default(1000),
    /** The answer is a random counter up to this; a client tries half of them on average. */
    PROOF_OF_WORK_MAX_NUMBER: countSchema
      .max(0xffffffff, 'must be at most 4294967295 (the counter is 32 bits)')
      .default(1000),
    /** How long a challenge may be solved and sent (seconds). */
    PROOF_OF_WORK_TTL_SECONDS: secondsSchema.default(300),
    /** Registrations per client address that came with a solved challenge, past `REGISTRATION_LIMIT`. */
    REGISTRATION_SOLVED_LIMIT: rateLimitSettingSchema.prefault('1000/3600'),
    /** Sign-ins per client address with a solved challenge while the address's own wait runs. */
    SIGN_IN_SOLVED_LIMIT: rateLimitSettingSchema.prefault('1000/3600'),
    /** Password-reset calls per client address with a solved challenge, past `PASSWORD_RESET_LIMIT`. */
    PASSWORD_RESET_SOLVED_LIMIT: rateLimitSettingSchema.prefault('300/900'),
    /** Contact-form messages per client address. */
    CONTACT_LIMIT: rateLimitSettingSchema.prefault('5/600'),
    /**
     * scrypt hashes (128 MiB and a core's worth of work each) computed at once, and how many more may wait;
     * beyond that 503 at once. By default half the cores: a burst of sign-ins can then never take the CPU the
     * rest of the shop needs (on two cores, one hash at a time, two or three a second). The waiting line is
     * short so that its last place is answered in seconds, well inside the gateway's 30 s: on a loaded machine
     * 32 waiting hashes took longer than that, and their requests timed out instead of hearing 503 at once.
     */
    SCRYPT_MAX_RUNNING: countSchema.default(Math.max(1, Math.floor(availableParallelism() / 2))),
    SCRYPT_MAX_WAITING: z.coerce.number().int().min(0).default(16),
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

/** The `producer` stamped on every event this service publishes. */
export const PRODUCER = 'identity';
