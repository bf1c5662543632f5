import { databaseUrl, uniqueName } from '@mealbox/test-support';
import { connectMongo, isMongoReady } from './connect-mongo';

// Nothing listens on port 1: a connection there is refused at once, as by a database still starting.
const NOBODY_THERE = 'mongodb://127.0.0.1:1/nothing';

describe('connecting to the database at start-up', () => {
  it('when the database answers, then the connection is open', async () => {
    const connection = await connectMongo(databaseUrl(uniqueName('connect_test')));
    expect(isMongoReady(connection)).toBe(true);
    await connection.close();
  });

  it("when the database is not up yet, then it tries again until the deadline, then fails with the driver's error", async () => {
    const started = Date.now();
    const connecting = connectMongo(NOBODY_THERE, { serverSelectionTimeoutMS: 100, startupTimeoutMs: 1_500 });

    await expect(connecting).rejects.toMatchObject({ name: 'MongooseServerSelectionError' });
    // One try alone fails in about 100 ms.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_500);
  });

  it('when the address is not a database address, then it fails at once', async () => {
    const started = Date.now();
    await expect(connectMongo('http://127.0.0.1:1/nothing', { startupTimeoutMs: 5_000 })).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
