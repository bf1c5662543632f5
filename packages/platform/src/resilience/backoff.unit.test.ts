import { backoffDelay, pause } from './backoff';

describe('backoffDelay', () => {
  it('when tries go on, then the wait doubles from the base up to the cap', () => {
    const ceilings = [1, 2, 3, 4, 5, 6, 7, 12].map((step) =>
      backoffDelay(step, { baseMs: 500, capMs: 30_000, random: () => 1 }),
    );
    expect(ceilings).toEqual([500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });

  it('when jitter draws its lowest, then the wait is half the ceiling', () => {
    expect(backoffDelay(3, { baseMs: 500, capMs: 30_000, random: () => 0 })).toBe(1000);
  });
});

describe('pause', () => {
  it('when the signal aborts, then the pause ends at once', async () => {
    const stopping = new AbortController();
    const started = Date.now();
    const waiting = pause(60_000, stopping.signal);
    stopping.abort();
    await waiting;
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
