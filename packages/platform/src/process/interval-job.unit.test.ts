import pino from 'pino';
import type { JobLeases } from '../jobs/job-leases';
import { startIntervalJob } from './interval-job';

const silent = pino({ level: 'silent' });

describe('startIntervalJob', () => {
  it('when started, then it runs at once, and a tick during a run awaits that run instead of starting another', async () => {
    let runs = 0;
    let release = () => {};
    const job = () =>
      new Promise<number>((resolve) => {
        runs++;
        release = () => resolve(runs);
      });
    const clock = startIntervalJob({ job, intervalMs: 60_000, logger: silent, failure: 'failed' });
    expect(runs).toBe(1);
    const during = clock.tick();
    expect(runs).toBe(1);
    release();
    await expect(during).resolves.toBe(1);
    const next = clock.tick();
    expect(runs).toBe(2);
    release();
    await expect(next).resolves.toBe(2);
    await clock.stop();
  });

  it('when a run fails, then the failure is logged and the next run goes ahead', async () => {
    const warnings: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(line) });
    let runs = 0;
    const clock = startIntervalJob({
      job: async () => {
        runs++;
        if (runs === 1) throw new Error('database away');
        return runs;
      },
      intervalMs: 20,
      logger,
      failure: 'the job failed; the next run tries again',
    });
    for (const deadline = Date.now() + 5_000; runs < 3 && Date.now() < deadline;)
      await new Promise((resolve) => setTimeout(resolve, 10));
    await clock.stop();
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(warnings.some((line) => line.includes('the job failed; the next run tries again'))).toBe(true);
  });

  it('when stopped, then no further run starts', async () => {
    let runs = 0;
    const clock = startIntervalJob({
      job: async () => ++runs,
      intervalMs: 10,
      logger: silent,
      failure: 'failed',
    });
    await clock.stop();
    const stoppedAt = runs;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(runs).toBe(stoppedAt);
  });

  it('when another instance holds the slot, then the timed run is skipped; a tick still runs, and the next slot is ours', async () => {
    // Fake timers: the slot taken at start and the one at the first interval are told apart by the clock, not by
    // how quickly a loaded machine gets round to a 20 ms timer.
    jest.useFakeTimers();
    try {
      const slots: boolean[] = [false, true];
      const asked: string[] = [];
      const leases: JobLeases = {
        holder: 'this',
        take: () => Promise.resolve(true),
        takeSlot: (job) => {
          asked.push(job);
          return Promise.resolve(slots.shift() ?? false);
        },
        release: () => Promise.resolve(),
      };
      let runs = 0;
      const clock = startIntervalJob({
        job: () => Promise.resolve(++runs),
        intervalMs: 20,
        logger: silent,
        failure: 'failed',
        once: { leases, job: 'box-clock' },
      });
      await jest.advanceTimersByTimeAsync(5);
      expect(runs).toBe(0);
      await expect(clock.tick()).resolves.toBe(1);
      await jest.advanceTimersByTimeAsync(20);
      expect(runs).toBe(2);
      expect(asked).toEqual(['box-clock', 'box-clock']);
      await clock.stop();
    } finally {
      jest.useRealTimers();
    }
  });
});
