import {
  firstBoxCodeAllowed,
  DISCOUNT_CODE_EXPIRED,
  DISCOUNT_CODE_NOT_VALID,
  discountRuleOf,
} from './discount-codes';
import { normaliseDiscountCode } from '../plan/plan-choice';

describe('discount codes', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  const chef24 = { code: 'CHEF24', kind: 'amount' as const, value: 10_00, active: true, expiresAt: null };

  it('when a code is typed with spaces or in lower case, then it is looked up trimmed and upper-cased', () => {
    expect(normaliseDiscountCode('  chef24 ')).toBe('CHEF24');
  });

  it('when the code is active and unexpired, then it gives its rule', () => {
    expect(discountRuleOf(chef24, now)).toEqual({ rule: { code: 'CHEF24', kind: 'amount', value: 10_00 } });
    const later = new Date(now.getTime() + 1);
    expect(discountRuleOf({ ...chef24, expiresAt: later }, now)).toHaveProperty('rule');
  });

  it('when the code is unknown or switched off, then it is not valid; when past its expiry, then it has expired', () => {
    expect(discountRuleOf(null, now)).toEqual({ problem: DISCOUNT_CODE_NOT_VALID });
    expect(discountRuleOf({ ...chef24, active: false }, now)).toEqual({ problem: DISCOUNT_CODE_NOT_VALID });
    expect(discountRuleOf({ ...chef24, expiresAt: now }, now)).toEqual({ problem: DISCOUNT_CODE_EXPIRED });
  });
});

describe('the first-box rule', () => {
  it('when the code is for a first box only and the customer has paid for a box, then it may not be used', async () => {
    expect(await firstBoxCodeAllowed({ firstOrderOnly: true }, async () => true)).toBe(false);
  });

  it('when the code is for a first box only and the customer has paid for none, then it may be used', async () => {
    expect(await firstBoxCodeAllowed({ firstOrderOnly: true }, async () => false)).toBe(true);
  });

  it('when the code is for any box, or there is none, then payments are not even asked about', async () => {
    const asked = jest.fn(async () => true);
    expect(await firstBoxCodeAllowed({ firstOrderOnly: false }, asked)).toBe(true);
    expect(await firstBoxCodeAllowed(null, asked)).toBe(true);
    expect(asked).not.toHaveBeenCalled();
  });
});
