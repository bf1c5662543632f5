import { TOPICS } from '@mealbox/contracts';
import type { EventBus } from '../events/event-bus';
import type { Logger } from '../logging/create-logger';
import { startAccessRevocationFeed } from './access-revocation-feed';
import { createAccessRevocations } from './access-revocations';
import type { AccessRevocations } from './access-revocations';
import { createAccessTokenVerifier } from './access-token-verifier';
import type { AccessTokenVerifier, AccessTokenVerifierOptions } from './access-token-verifier';

export interface TokenChecks {
  verifier: AccessTokenVerifier;
  revocations: AccessRevocations;
  stop(): Promise<void>;
}

/**
 * What every service that checks tokens runs: the verifier, and the feed of identity's revocations it consults,
 * so a deactivated user or a former staff member is refused within seconds everywhere.
 *
 * It fails closed: while the feed is down (its consumer crashed and not yet reading again) and the broker answers,
 * revocations reach the other services but not this one, so no token is accepted here (503, "Sign-in cannot be
 * checked right now"). Trade-off: while the broker itself is out of reach the service goes on with the revocations
 * it knows. No service can hear a new one then (identity's waits in its outbox for the broker), so refusing every
 * signed-in request would turn a broker outage into an outage of the signed-in shop and protect nothing; the
 * exception is a cut of this service's link alone, which readiness reports (`kafka: false`).
 */
export async function startTokenChecks(options: {
  bus: EventBus;
  logger: Logger;
  service: string;
  verifier: Omit<AccessTokenVerifierOptions, 'revocations' | 'revocationsHeard'>;
}): Promise<TokenChecks> {
  const revocations = createAccessRevocations(options.verifier.now ? { now: options.verifier.now } : {});
  await options.bus.ensureTopics([TOPICS.identityUsers]);
  const feed = await startAccessRevocationFeed({
    bus: options.bus,
    logger: options.logger,
    service: options.service,
    revocations,
  });
  return {
    verifier: createAccessTokenVerifier({
      ...options.verifier,
      revocations,
      revocationsHeard: () => feed.isConsuming() || !options.bus.isBrokerReachable(),
    }),
    revocations,
    stop: () => feed.stop(),
  };
}
