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
 */
export async function startTokenChecks(options: {
  bus: EventBus;
  logger: Logger;
  service: string;
  verifier: Omit<AccessTokenVerifierOptions, 'revocations'>;
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
    verifier: createAccessTokenVerifier({ ...options.verifier, revocations }),
    revocations,
    stop: () => feed.stop(),
  };
}
