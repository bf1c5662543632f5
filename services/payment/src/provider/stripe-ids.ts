import { randomBytes } from 'node:crypto';

/**
 * An id in Stripe's style (`cs_test_...`, `evt_...`) from 24 random bytes: unguessable, so knowing one session's
 * page address says nothing about another's.
 */
export const stripeStyleId = (prefix: string): string => `${prefix}_${randomBytes(24).toString('base64url')}`;
