import { DEFAULT_THROTTLE, retryAfterSeconds, slotOrder, windowIsOpen } from './login-throttle';

const policy = { limit: 5, windowMs: 15 * 60 * 1000 };
const start = new Date('2025-03-01T12:00:00.000Z');
const after = (ms: number) => new Date(start.getTime() + ms);

describe('sign-in throttle window arithmetic', () => {
  it('when nothing is configured, then an account gets 5 and an address 20 attempts per 15 minutes', () => {
    expect(DEFAULT_THROTTLE).toEqual({
      account: { limit: 5, windowMs: 900_000 },
      address: { limit: 20, windowMs: 900_000 },
    });
  });

  it('when less than the window has passed since it started, then the window is open; at its end it is closed', () => {
    expect(windowIsOpen(start, start, policy)).toBe(true);
    expect(windowIsOpen(start, after(policy.windowMs - 1), policy)).toBe(true);
    expect(windowIsOpen(start, after(policy.windowMs), policy)).toBe(false);
    // opened by a racing request a moment after this one read the clock: open
    expect(windowIsOpen(start, after(-5), policy)).toBe(true);
    // a whole window "in the future" means the clock jumped back: not trusted
    expect(windowIsOpen(start, after(-policy.windowMs), policy)).toBe(false);
  });

  it('when some slots are taken, then the next free ones are tried first, then the gaps below', () => {
    expect(slotOrder(0, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(slotOrder(3, 5)).toEqual([4, 5, 1, 2, 3]);
    expect(slotOrder(4, 5)).toEqual([5, 1, 2, 3, 4]);
  });

  it('when all slots are taken, then nothing is tried (the attempt is refused)', () => {
    expect(slotOrder(5, 5)).toEqual([]);
    expect(slotOrder(7, 5)).toEqual([]);
  });

  it('when the window is about to end, then Retry-After rounds up and is never below 1 second', () => {
    expect(retryAfterSeconds(start, after(policy.windowMs - 1500), policy)).toBe(2);
    expect(retryAfterSeconds(start, after(policy.windowMs - 1), policy)).toBe(1);
    expect(retryAfterSeconds(start, after(policy.windowMs + 5000), policy)).toBe(1);
    expect(retryAfterSeconds(start, start, policy)).toBe(900);
  });
});
