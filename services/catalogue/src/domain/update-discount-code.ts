import { normaliseDiscountCode } from '@mealbox/contracts';
import { notFound, writeDocument } from '@mealbox/platform';
import type { DiscountCodeDocument } from '../data/discount-code-model';
import { discountCodeChangedEntry } from '../events/pricing-events';
import type { PricingDeps } from './pricing-deps';

/** What staff may change about a code (its name is its id and never changes). */
export type DiscountCodeChange = Partial<
  Pick<DiscountCodeDocument, 'kind' | 'value' | 'active' | 'expiresAt' | 'firstOrderOnly' | 'description'>
>;

/**
 * Changes a code's terms, publishing DiscountCodeChanged in the same write (so ordering charges by the new terms
 * as soon as it has read the event); a change that changes nothing writes and announces nothing. Applied only to
 * the revision read (writeDocument), like the pricing rows.
 */
export async function updateDiscountCode(
  deps: PricingDeps,
  code: string,
  change: DiscountCodeChange,
  correlationId: string,
): Promise<DiscountCodeDocument> {
  const _id = normaliseDiscountCode(code);
  const result = await writeDocument<DiscountCodeDocument, null>({
    model: deps.discountCodes,
    id: _id,
    lock: deps.lock,
    versionField: 'revision',
    decide: (current) => {
      if (!current) throw notFound('Discount code not found.');
      const next = { ...current, ...change };
      const fields = ['kind', 'value', 'active', 'expiresAt', 'firstOrderOnly', 'description'] as const;
      if (fields.every((field) => sameValue(next[field], current[field]))) return { outcome: null };
      const event = discountCodeChangedEntry(next, current.revision + 1, { correlationId, now: deps.now });
      return { change: { set: change, events: [event] }, outcome: null };
    },
    now: deps.now,
    announce: (id) => deps.afterChange({ model: deps.discountCodes, id }),
    conflictMessage: 'The discount code was changed by someone else at the same time. Please try again.',
  });
  if (!result.document) throw notFound('Discount code not found.');
  return result.document;
}

function sameValue(a: unknown, b: unknown): boolean {
  return a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;
}
