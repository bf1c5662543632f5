import { delayAfterFailures } from './failure-delay';

const policy = { freeFailures: 5, firstDelaySeconds: 1, maxDelaySeconds: 900 };

describe('the wait after failed sign-ins', () => {
  it('when the failures are within the free ones, then there is no wait', () => {
    expect([1, 2, 3, 4].map((failures) => delayAfterFailures(failures, policy))).toEqual([0, 0, 0, 0]);
  });

  it('when failures go past the free ones, then each one doubles the wait', () => {
    expect([5, 6, 7, 8].map((failures) => delayAfterFailures(failures, policy))).toEqual([1, 2, 4, 8]);
  });

  it('when failures go on and on, then the wait stops at the cap', () => {
    expect(delayAfterFailures(15, policy)).toBe(900);
    expect(delayAfterFailures(10_000, policy)).toBe(900);
  });
});
