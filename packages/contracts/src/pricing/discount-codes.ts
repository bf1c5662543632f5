import type { DiscountKind, DiscountRule } from './price-rules';

export const DISCOUNT_CODE_NOT_VALID = 'This discount code is not valid.';
export const DISCOUNT_CODE_EXPIRED = 'This discount code has expired.';
/** A first-box code typed by a customer who has paid for a box before. */
export const DISCOUNT_CODE_FIRST_ORDER_ONLY = 'This code is for your first box only.';
/**
 * A first-box code already on an unpaid order, when the customer has since paid for another box: it is refused
 * at payment, and the customer can take it off and pay the full price.
 */
export const firstBoxCodeSpent = (code: string): string =>
  `${code} is for your first box only, and you have already paid for a box. Remove the code to pay for this one.`;

/**
 * The first-box rule (CHEF24), one copy for the catalogue's quotes, ordering's orders and payment's checkouts: a
 * code for a first box only may not be used once the customer has paid for a box. Each service knows "has paid
 * for a box" from its own records (no service asks another), so it is a question asked only for such a code.
 */
export async function firstBoxCodeAllowed(
  terms: { firstOrderOnly?: boolean | undefined } | null | undefined,
  hasPaidForABox: () => Promise<boolean>,
): Promise<boolean> {
  return terms?.firstOrderOnly !== true || !(await hasPaidForABox());
}

/** A discount code's terms, wherever they are kept (the catalogue's codes, ordering's read model of them). */
export interface DiscountCodeTerms {
  code: string;
  kind: DiscountKind;
  /** Pence for 'amount', percent for 'percent'. */
  value: number;
  /** Staff can switch a code off without deleting it. */
  active: boolean;
  /** Null: never expires. */
  expiresAt: Date | null;
}

/**
 * The rule a code gives at `now`, or the message the customer sees. A switched-off code reads as not valid (it
 * may never come back); an expired one says so. The expiry instant itself is already expired.
 */
export function discountRuleOf(
  terms: DiscountCodeTerms | null,
  now: Date,
): { rule: DiscountRule } | { problem: string } {
  if (!terms || !terms.active) return { problem: DISCOUNT_CODE_NOT_VALID };
  if (terms.expiresAt && terms.expiresAt.getTime() <= now.getTime())
    return { problem: DISCOUNT_CODE_EXPIRED };
  return { rule: { code: terms.code, kind: terms.kind, value: terms.value } };
}
