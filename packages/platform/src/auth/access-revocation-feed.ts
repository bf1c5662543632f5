import { randomUUID } from 'node:crypto';
import { TOPICS, envelopeSchema, userAccessRevokedSchema } from '@mealbox/contracts';
import type { EventBus, Subscription } from '../events/event-bus';
import type { Logger } from '../logging/create-logger';
import type { AccessRevocations } from './access-revocations';

export interface AccessRevocationFeedOptions {
  bus: EventBus;
  logger: Logger;
  /** Names the consumer group: `<service>-access-revocations-<random>`. */
  service: string;
  revocations: AccessRevocations;
  topic?: string;
}

/**
 * Feeds `revocations` from identity's `UserAccessRevoked` events.
 *
 * Every process reads the whole topic for itself, from the beginning, under a consumer group of its own: each
 * instance needs every revocation (a shared group would split them between instances), and after a restart the
 * map is rebuilt from the topic, so nothing is stored. The cost: each start reads identity's user events still
 * retained (old revocations are skipped at once, see `createAccessRevocations`), and the broker keeps one
 * abandoned group per past process until its offsets expire. Until the reading has caught up, a revocation from
 * the last few minutes may not be known yet: a restart reopens, for a few seconds, the window this closes.
 */
export async function startAccessRevocationFeed(options: AccessRevocationFeedOptions): Promise<Subscription> {
  const { bus, logger, revocations } = options;
  return bus.subscribe({
    groupId: `${options.service}-access-revocations-${randomUUID()}`,
    topics: [options.topic ?? TOPICS.identityUsers],
    fromBeginning: true,
    async handle(message) {
      // Nothing here can fail for a reason worth retrying (no I/O): anything unreadable is logged and skipped.
      let envelope: unknown;
      try {
        envelope = JSON.parse(message.value ?? '');
      } catch {
        logger.warn(
          { offset: message.offset, partition: message.partition },
          'skipped an unreadable user event',
        );
        return;
      }
      const parsed = envelopeSchema.safeParse(envelope);
      if (!parsed.success || parsed.data.type !== 'UserAccessRevoked') return;
      const data = userAccessRevokedSchema.safeParse(parsed.data.data);
      if (!data.success) {
        logger.warn({ eventId: parsed.data.eventId }, 'skipped a malformed UserAccessRevoked event');
        return;
      }
      revocations.revoke(data.data.userId, new Date(data.data.tokensValidAfter));
    },
  });
}
