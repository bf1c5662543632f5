import { existsSync } from 'node:fs';
import { TOPICS } from '@mealbox/contracts';
import {
  createServiceMetrics,
  watchOutbox,
  connectMongo,
  createBoundedQueue,
  createKeyedLock,
  mongoRateLimiters,
  documentLockKey,
  createKafkaEventBus,
  createJobLeases,
  createOutboxRelay,
  jobLeaseModel,
  isMongoReady,
  listen,
  consumersReadiness,
  startTokenChecks,
  subscriberPlanModel,
} from '@mealbox/platform';
import type { Logger, OutboxRelay, RunningService } from '@mealbox/platform';
import { createApp } from './app';
import { LEGACY_KEY_FILE, REFRESH_TOKEN_TTL_SECONDS, SESSION_TTL_SECONDS } from './config';
import type { IdentityConfig } from './config';
import { backfillMessagePriority } from './contact/data/backfill-message-priority';
import { backfillMessageVersions } from './contact/data/backfill-message-versions';
import { contactMessageModel } from './contact/data/contact-message-model';
import { refreshTokenModel, revokedFamilyModel } from './data/refresh-token-model';
import { signingKeyModel } from './data/signing-key-model';
import { spentChallengeModel } from './data/spent-challenge-model';
import { userLoginModel } from './data/user-login-model';
import { userModel } from './data/user-model';
import { customerContactModel, userOrderModel } from './data/user-order-model';
import type { AdminUserDeps } from './domain/admin-users';
import type { ContactDeps } from './contact/domain/contact-messages';
import { ensureConfiguredAdmin } from './domain/bootstrap-admin';
import { boundedHasher } from './domain/bounded-hasher';
import { OWASP_SCRYPT, createPasswordHasher } from './domain/password-hasher';
import type { PasswordHasher, ScryptParams } from './domain/password-hasher';
import { sweepExpiredSessions } from './domain/session-tokens';
import type { TokenDeps } from './domain/session-tokens';
import type { PasswordResetDeps } from './domain/password-reset';
import type { SignInDeps } from './domain/sign-in';
import { loadKeyRing } from './domain/key-ring';
import type { KeyRing } from './domain/key-ring';
import { ensureSigningKey, removeRetiredKeys } from './domain/signing-keys';
import { createSignInLimits } from './domain/sign-in-limits';
import { createProofOfWork } from './domain/proof-of-work';
import { loadProofOfWorkSecrets } from './domain/proof-of-work-secret';
import { ensureSpentChallengeIndexes, sweepSpentChallenges } from './domain/spent-challenges';
import type { SignInLimitPolicy } from './domain/sign-in-limits';
import { startOrderingConsumer } from './consumers/ordering-consumer';

/** Knobs tests turn; production uses the defaults. */
export interface IdentityStartOptions {
  /** A unique consumer group per test run, so tests never steal each other's (or a running stack's) events. */
  consumerGroup?: string;
  scrypt?: ScryptParams;
  /** Replaces the scrypt hasher (tests observe which check a sign-in ran). */
  hasher?: PasswordHasher;
  now?: () => Date;
}

export interface StartedIdentity extends RunningService {
  port: number;
  relay: OutboxRelay;
  admin: AdminUserDeps;
  contact: ContactDeps;
  keys: KeyRing;
}

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Wires identity from its configuration: key, database, bus, outbox relay, consumer, first admin, HTTP. */
export async function startIdentity(
  config: IdentityConfig,
  logger: Logger,
  options: IdentityStartOptions = {},
): Promise<StartedIdentity> {
  const now = options.now ?? (() => new Date());
  const metrics = createServiceMetrics('identity');
  const connection = await connectMongo(config.MONGO_URL, { logger });
  const bus = await createKafkaEventBus({
    brokers: config.KAFKA_BROKERS,
    topicPrefix: config.KAFKA_TOPIC_PREFIX,
    clientId: 'identity',
    logger,
    metrics,
  });
  await bus.ensureTopics([
    TOPICS.identityUsers,
    TOPICS.identityContactMessages,
    TOPICS.orderingOrders,
    TOPICS.orderingCustomers,
    TOPICS.orderingSubscriptions,
  ]);

  const users = userModel(connection);
  const refreshTokens = refreshTokenModel(connection);
  const revokedFamilies = revokedFamilyModel(connection);
  const logins = userLoginModel(connection);
  const orders = userOrderModel(connection);
  const contacts = customerContactModel(connection);
  const contactMessages = contactMessageModel(connection);
  const subscriberPlans = subscriberPlanModel(connection);
  const signingKeys = signingKeyModel(connection);
  const spentChallenges = spentChallengeModel(connection);
  const models = [
    signingKeys,
    users,
    refreshTokens,
    revokedFamilies,
    logins,
    orders,
    contacts,
    contactMessages,
    subscriberPlans,
    spentChallenges,
  ];
  // Creates the collections and indexes (the unique ones carry the concurrency rules) before any request.
  for (const model of models) await model.init();
  await backfillMessageVersions(contactMessages);
  await backfillMessagePriority(contactMessages);
  await ensureSpentChallengeIndexes(spentChallenges, logger);
  const rateLimits = mongoRateLimiters(connection);
  await rateLimits.init();
  const proofOfWork = createProofOfWork(
    {
      secrets: await loadProofOfWorkSecrets(connection, config.PROOF_OF_WORK_HMAC_KEY),
      cost: config.PROOF_OF_WORK_COST,
      maxNumber: config.PROOF_OF_WORK_MAX_NUMBER,
      ttlSeconds: config.PROOF_OF_WORK_TTL_SECONDS,
    },
    spentChallenges,
    now,
  );

  if (await ensureSigningKey(signingKeys, now())) {
    logger.info('created a token signing key (ES256)');
    if (existsSync(LEGACY_KEY_FILE)) {
      logger.warn(
        { file: LEGACY_KEY_FILE },
        'the old Ed25519 key file is no longer used (keys live in the database now); tokens it signed are refused, so everyone signs in again; the file can be deleted',
      );
    }
  }
  const keys = await loadKeyRing({ keys: signingKeys, logger });

  // Every write of a user document (admin changes, the relay's clean-up) goes through this one lock, so writers in
  // this process queue rather than race; the version guards keep other instances right (see createKeyedLock).
  const lock = createKeyedLock();
  const relay = createOutboxRelay({
    models: [users, contactMessages],
    bus,
    logger,
    documentLock: lock,
    sweepLeases: createJobLeases(jobLeaseModel(connection), now),
  });
  await relay.start();
  watchOutbox(metrics, relay);

  const hasher = boundedHasher(
    options.hasher ?? createPasswordHasher(options.scrypt ?? OWASP_SCRYPT),
    createBoundedQueue({ maxRunning: config.SCRYPT_MAX_RUNNING, maxWaiting: config.SCRYPT_MAX_WAITING }),
  );
  const tokens: TokenDeps = {
    keys,
    users,
    refreshTokens,
    revokedFamilies,
    accessTtlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    refreshTtlSeconds: REFRESH_TOKEN_TTL_SECONDS,
    sessionTtlSeconds: SESSION_TTL_SECONDS,
    logger,
    now,
  };
  const signInPolicy = signInLimitPolicy(config);
  const failureMemory = {
    points: Number.MAX_SAFE_INTEGER,
    durationSeconds: signInPolicy.failureMemorySeconds,
  };
  const limits = createSignInLimits(
    {
      failuresPerAccountAndClient: rateLimits.limiter('sign-in-failures-account-client', failureMemory),
      failuresPerClient: rateLimits.limiter('sign-in-failures-client', failureMemory),
      failuresPerAccount: rateLimits.limiter('sign-in-failures-account', signInPolicy.accountCeiling),
      // Only ever blocked for a wait: a block counts one more than the single point, so it reads as exhausted.
      waits: rateLimits.limiter('sign-in-waits', { points: 1, durationSeconds: 1 }),
    },
    signInPolicy,
    lock,
  );
  const signIn: SignInDeps = { ...tokens, hasher, logins, limits };
  const admin: AdminUserDeps = {
    users,
    hasher,
    orders,
    contacts,
    logins,
    tokens,
    afterChange: (written) => relay.kick(written),
    exclusive: (userId, change) => lock(documentLockKey(users, userId), change),
    lock,
    now,
  };

  await ensureConfiguredAdmin(
    { ...admin, logger },
    config.ADMIN_USERNAME && config.ADMIN_PASSWORD && config.ADMIN_EMAIL
      ? { username: config.ADMIN_USERNAME, password: config.ADMIN_PASSWORD, email: config.ADMIN_EMAIL }
      : undefined,
  );

  const consumer = await startOrderingConsumer({
    orders,
    contacts,
    subscriberPlans,
    bus,
    logger,
    ...(options.consumerGroup ? { consumerGroup: options.consumerGroup } : {}),
  });

  const passwordReset: PasswordResetDeps = {
    ...admin,
    mailsPerAccount: rateLimits.limiter('password-reset-mails', config.PASSWORD_RESET_MAILS_PER_ACCOUNT),
  };

  const contact: ContactDeps = {
    messages: contactMessages,
    subscriberPlans,
    limiter: rateLimits.limiter('contact', config.CONTACT_LIMIT),
    lock,
    announced: (written) => relay.kick(written),
    now,
  };

  const sweep = () =>
    Promise.all([
      sweepExpiredSessions(tokens),
      rateLimits.sweep(),
      sweepSpentChallenges(spentChallenges, now()),
      removeRetiredKeys(signingKeys, now()).then((removed) => {
        if (removed.length > 0)
          logger.info({ removed }, 'removed retired signing keys whose tokens have all expired');
      }),
    ]).catch((error: unknown) => logger.warn({ err: error }, 'sweeping expired sessions failed; will retry'));
  await sweep();
  const sweeper = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
  sweeper.unref();

  // Identity checks its own access tokens against its key ring (no JWKS round trip to itself), and learns of
  // revocations from its own topic like every other service, so all instances agree.
  const tokenChecks = await startTokenChecks({
    bus,
    logger,
    service: 'identity',
    verifier: { keySource: keys, now },
  });
  const app = createApp({
    logger,
    metrics,
    verifier: tokenChecks.verifier,
    trustProxy: config.TRUST_PROXY,
    admin,
    signIn,
    passwordReset,
    contact,
    limits: {
      registrations: {
        threshold: rateLimits.limiter('registrations', config.REGISTRATION_LIMIT),
        ceiling: rateLimits.limiter('registrations-solved', config.REGISTRATION_SOLVED_LIMIT),
      },
      refreshes: rateLimits.limiter('token-refreshes', config.TOKEN_REFRESH_LIMIT),
      passwordResets: {
        threshold: rateLimits.limiter('password-resets', config.PASSWORD_RESET_LIMIT),
        ceiling: rateLimits.limiter('password-resets-solved', config.PASSWORD_RESET_SOLVED_LIMIT),
      },
      solvedSignIns: rateLimits.limiter('sign-ins-solved', config.SIGN_IN_SOLVED_LIMIT),
    },
    proofOfWork,
    readiness: [
      { name: 'mongo', isReady: () => isMongoReady(connection) },
      { name: 'kafka', isReady: () => bus.isReady(), details: () => ({ outbox: relay.backlog() }) },
      consumersReadiness([consumer]),
    ],
  });
  const server = await listen(app, config.PORT, config.HOST);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  logger.info({ port, kid: keys.signing().kid }, 'identity listening');

  return {
    server,
    port,
    relay,
    admin,
    contact,
    keys,
    async close() {
      clearInterval(sweeper);
      keys.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // Each consumer waits out its fetch in flight (up to a second) before it leaves its group: stopped together,
      // shutting down takes one such wait instead of one per consumer.
      await Promise.all([consumer.stop(), tokenChecks.stop()]);
      await relay.stop();
      await bus.close();
      await connection.close();
    },
  };
}

/** The sign-in limits as configured (see config.ts for what each setting means). */
function signInLimitPolicy(config: IdentityConfig): SignInLimitPolicy {
  const delays = {
    firstDelaySeconds: config.SIGN_IN_FIRST_DELAY_SECONDS,
    maxDelaySeconds: config.SIGN_IN_MAX_DELAY_SECONDS,
  };
  return {
    perAccountAndClient: { freeFailures: config.SIGN_IN_FREE_FAILURES_PER_ACCOUNT_AND_CLIENT, ...delays },
    perClient: { freeFailures: config.SIGN_IN_FREE_FAILURES_PER_CLIENT, ...delays },
    failureMemorySeconds: config.SIGN_IN_FAILURE_MEMORY_SECONDS,
    accountCeiling: {
      ...config.SIGN_IN_ACCOUNT_CEILING,
      waitSeconds: config.SIGN_IN_ACCOUNT_CEILING_WAIT_SECONDS,
    },
  };
}
