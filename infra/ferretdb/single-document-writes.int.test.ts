import mongoose from 'mongoose';
import type { Connection } from 'mongoose';
import { databaseUrl, uniqueName } from '@mealbox/test-support';

/*
 * What every service's correctness rests on when it runs as several instances: MongoDB applies a single-document
 * write (filter and update) as one isolated step. The local FerretDB must do the same (see
 * patches/serialise-collection-writes.patch). Two connection pools stand for two instances of a service.
 */
describe('single-document writes on the local MongoDB-wire server', () => {
  const databaseName = uniqueName('atomic_writes');
  let first: Connection;
  let second: Connection;

  beforeAll(async () => {
    first = await mongoose.createConnection(databaseUrl(databaseName), { maxPoolSize: 20 }).asPromise();
    second = await mongoose.createConnection(databaseUrl(databaseName), { maxPoolSize: 20 }).asPromise();
  });

  afterAll(async () => {
    await first.dropDatabase();
    await Promise.all([first.close(), second.close()]);
  });

  const instances = () => [first, second];
  const counters = (connection: Connection) =>
    connection.collection<{ _id: string; n?: number; by?: number[] }>('counters');

  it('when two instances $inc one document 200 times at once, then it counts 200', async () => {
    await counters(first).insertOne({ _id: 'inc', n: 0 });
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        counters(instances()[i % 2]!).updateOne({ _id: 'inc' }, { $inc: { n: 1 } }),
      ),
    );
    expect((await counters(first).findOne({ _id: 'inc' }))?.n).toBe(200);
  });

  it('when two instances $push to one document at once, then every entry is kept', async () => {
    await counters(first).insertOne({ _id: 'push', by: [] });
    await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        counters(instances()[i % 2]!).updateOne({ _id: 'push' }, { $push: { by: i } }),
      ),
    );
    const by = (await counters(first).findOne({ _id: 'push' }))?.by ?? [];
    expect([...by].sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i));
  });

  it('when many writers guard on the version they read, then exactly one wins each version', async () => {
    await counters(first).insertOne({ _id: 'guarded', n: 0, by: [] });
    for (let version = 0; version < 5; version++) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          counters(instances()[i % 2]!).updateOne(
            { _id: 'guarded', n: version },
            { $inc: { n: 1 }, $push: { by: i } },
          ),
        ),
      );
      expect(answers.filter((answer) => answer.matchedCount === 1)).toHaveLength(1);
    }
    const stored = await counters(first).findOne({ _id: 'guarded' });
    expect(stored?.n).toBe(5);
    expect(stored?.by).toHaveLength(5);
  });

  it('when two instances findOneAndUpdate one counter at once, then each gets its own number', async () => {
    await counters(first).insertOne({ _id: 'sequence', n: 0 });
    const taken = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        counters(instances()[i % 2]!).findOneAndUpdate(
          { _id: 'sequence' },
          { $inc: { n: 1 } },
          { returnDocument: 'after' },
        ),
      ),
    );
    const numbers = taken.map((document) => document?.n).sort((a, b) => (a ?? 0) - (b ?? 0));
    expect(numbers).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
  });

  it('when two instances upsert the same new document at once, then one document holds every change', async () => {
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        counters(instances()[i % 2]!).updateOne({ _id: 'upserted' }, { $inc: { n: 1 } }, { upsert: true }),
      ),
    );
    expect(await counters(first).countDocuments({ _id: 'upserted' })).toBe(1);
    expect((await counters(first).findOne({ _id: 'upserted' }))?.n).toBe(40);
  });
});
