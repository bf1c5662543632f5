import type { DiscountCodeDocument } from '../data/discount-code-model';
import type { DiscountRule } from './price-rules';

export const CODE_NOT_VALID = 'This discount code is not valid.';
export const CODE_EXPIRED = 'This discount code has expired.';

/** How codes are stored and looked up: trimmed, upper-cased ('chef24 ' finds CHEF24). */
export const normaliseCode = (code: string): string => code.trim().toUpperCase();

/**
 * The rule a stored code gives at `now`, or the message the customer sees. A switched-off code reads as not
 * valid (it may never come back); an expired one says so. The expiry instant itself is already expired.
 */
export function discountRuleOf(
  code: Pick<DiscountCodeDocument, '_id' | 'kind' | 'value' | 'active' | 'expiresAt'> | null,
  now: Date,
): { rule: DiscountRule } | { problem: string } {
  if (!code || !code.active) return { problem: CODE_NOT_VALID };
  if (code.expiresAt && code.expiresAt.getTime() <= now.getTime()) return { problem: CODE_EXPIRED };
  return { rule: { code: code._id, kind: code.kind, value: code.value } };
}
