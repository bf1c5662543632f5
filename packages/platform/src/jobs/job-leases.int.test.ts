import mongoose from 'mongoose';
import type { Connection } from 'mongoose';
import { databaseUrl, uniqueName } from '@mealbox/test-support';
import { jobLeaseModel } from './job-lease-model';
import { createJobLeases } from './job-leases';

describe('job leases across instances, on the real MongoDB-wire server', () => {
  const databaseName = uniqueName('job_leases');
  let connections: Connection[];
  let clock = Date.parse('2026-11-26T10:00:00Z');
  const now = () => new Date(clock);

  beforeAll(async () => {
    // Two connection pools: two instances of a service.
    connections = await Promise.all(
      [0, 1].map(() => mongoose.createConnection(databaseUrl(databaseName)).asPromise()),
    );
    await jobLeaseModel(connections[0] as Connection).init();
  });

  afterAll(async () => {
    await connections[0]?.dropDatabase();
    await Promise.all(connections.map((connection) => connection.close()));
  });

  const instances = () => connections.map((connection) => createJobLeases(jobLeaseModel(connection), now));

  it('when ten instances ask for one job at once, then exactly one holds it', async () => {
    const asking = Array.from({ length: 10 }, (_, n) => instances()[n % 2]!);
    const won = await Promise.all(asking.map((leases) => leases.take('dashboard-rebuild', 60_000)));
    expect(won.filter(Boolean)).toHaveLength(1);
  });

  it('when the holder asks again, then it keeps the job; when it releases it, then another takes it', async () => {
    const [first, second] = instances();
    expect(await first!.take('weekly', 60_000)).toBe(true);
    expect(await second!.take('weekly', 60_000)).toBe(false);
    expect(await first!.take('weekly', 60_000)).toBe(true);
    await first!.release('weekly');
    expect(await second!.take('weekly', 60_000)).toBe(true);
  });

  it('when the holder dies, then its lease expires and the next instance to ask takes the job over', async () => {
    const [first, second] = instances();
    expect(await first!.take('refunds', 30_000)).toBe(true);
    clock += 29_000;
    expect(await second!.take('refunds', 30_000)).toBe(false);
    clock += 2_000;
    expect(await second!.take('refunds', 30_000)).toBe(true);
    expect(await first!.take('refunds', 30_000)).toBe(false);
  });

  it('when both instances tick in the same slot, then one runs it, once; in the next slot one runs again', async () => {
    const [first, second] = instances();
    const slot = await Promise.all([
      first!.takeSlot('outbox-sweep', 10_000),
      second!.takeSlot('outbox-sweep', 10_000),
    ]);
    expect(slot.filter(Boolean)).toHaveLength(1);
    expect(await first!.takeSlot('outbox-sweep', 10_000)).toBe(false);
    clock += 10_000;
    const next = await Promise.all([
      first!.takeSlot('outbox-sweep', 10_000),
      second!.takeSlot('outbox-sweep', 10_000),
    ]);
    expect(next.filter(Boolean)).toHaveLength(1);
  });
});
