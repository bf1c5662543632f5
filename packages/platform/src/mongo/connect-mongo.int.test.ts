import { Schema } from 'mongoose';
import pino from 'pino';
import { databaseUrl, uniqueName } from '@mealbox/test-support';
import { connectMongo, isMongoReady, reopenWhenStuck } from './connect-mongo';

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

describe('a connection that stays down while the database answers', () => {
  it('when the connection reads down though the database answers a fresh client, then it is opened again and its models work', async () => {
    const url = databaseUrl(uniqueName('reopen_test'));
    const connection = await connectMongo(url);
    const Note = connection.model('Note', new Schema({ text: String }));
    await Note.create({ text: 'before' });
    const lines: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
    reopenWhenStuck(connection, url, { serverSelectionTimeoutMS: 2_000 }, logger, {
      checkEveryMs: 100,
      answeringForMs: 300,
    });

    // How a stuck connection looks to mongoose: no successful heartbeat for long past two heartbeat intervals, so it
    // reads disconnected and holds every operation, though nothing tells it the server is gone.
    (connection as unknown as { _lastHeartbeatAt: number })._lastHeartbeatAt = Date.now() - 600_000;
    expect(isMongoReady(connection)).toBe(false);

    const deadline = Date.now() + 5_000;
    while (!lines.some((line) => line.includes('opening it again')) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    while (!isMongoReady(connection) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));

    expect(lines.some((line) => line.includes('opening it again'))).toBe(true);
    expect(isMongoReady(connection)).toBe(true);
    await Note.create({ text: 'after' });
    await expect(Note.countDocuments()).resolves.toBe(2);
    await connection.dropDatabase();
    await connection.close();
  });
});
