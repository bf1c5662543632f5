import { normaliseDiscountCode } from '@mealbox/contracts';
import { conflict, documentLockKey, notFound, outboxUpdate } from '@mealbox/platform';
import type { DiscountCodeDocument } from '../data/discount-code-model';
import { discountCodeChangedEntry } from '../events/pricing-events';
import type { PricingDeps } from './pricing-deps';

/** What staff may change about a code (its name is its id and never changes). */
export type DiscountCodeChange = Partial<
  Pick<DiscountCodeDocument, 'kind' | 'value' | 'active' | 'expiresAt' | 'firstOrderOnly' | 'description'>
>;

/**
 * Changes a code's terms, publishing DiscountCodeChanged in the same write (so ordering charges by the new terms
 * as soon as it has read the event); a change that changes nothing writes and announces nothing. Serialised with
 * other writes of the document and applied only to the revision read, like the pricing rows.
 */
export async function updateDiscountCode(
  deps: PricingDeps,
  code: string,
  change: DiscountCodeChange,
  correlationId: string,
): Promise<DiscountCodeDocument> {
  const _id = normaliseDiscountCode(code);
  const saved = await deps.lock(documentLockKey(deps.discountCodes, _id), async () => {
    const current = await deps.discountCodes.findById(_id).select({ outbox: 0 }).lean<DiscountCodeDocument>();
    if (!current) throw notFound('Discount code not found.');
    const next = { ...current, ...change };
    const fields = ['kind', 'value', 'active', 'expiresAt', 'firstOrderOnly', 'description'] as const;
    const unchanged = fields.every((field) => sameValue(next[field], current[field]));
    if (unchanged) return current;
    const revision = current.revision + 1;
    const updatedAt = deps.now();
    const outbox = outboxUpdate([discountCodeChangedEntry(next, revision, { correlationId, now: deps.now })]);
    const written = await deps.discountCodes.updateOne(
      { _id, revision: current.revision },
      { $set: { ...change, revision, updatedAt, ...outbox.$set }, $push: outbox.$push },
    );
    if (written.matchedCount !== 1) {
      throw conflict('The discount code was changed by someone else at the same time. Please try again.');
    }
    return { ...next, revision, updatedAt };
  });
  deps.afterChange({ model: deps.discountCodes, id: _id });
  return saved;
}

function sameValue(a: unknown, b: unknown): boolean {
  return a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b;
}
