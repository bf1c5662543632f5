import { TOPICS } from '@mealbox/contracts';
import type { UserAccessRevokedData } from '@mealbox/contracts';
import { createEvent, toOutboxEntry } from '@mealbox/platform';
import type { OutboxEntry } from '@mealbox/platform';
import { PRODUCER } from '../config';

/**
 * The outbox entry that tells every service to refuse the user's access tokens issued before now: written with
 * the change that took rights away (a deactivation, staff rights removed), in the same update, so one is never
 * published without the other.
 */
export function accessRevokedEntry(userId: string, correlationId: string, now: () => Date): OutboxEntry {
  const data: UserAccessRevokedData = { userId, tokensValidAfter: now().toISOString() };
  const event = createEvent('UserAccessRevoked', data, { producer: PRODUCER, correlationId, now });
  return toOutboxEntry(TOPICS.identityUsers, userId, event);
}
