// Measures how long an ordering instance takes to become ready (its staff read model loaded) on a database the
// staff benchmark generated (bench:dashboard; BENCH_DASHBOARD_DB, default `ordering_bench_1m`): first from the
// report's rows documents (the snapshot set aside), then, once that instance has written its snapshot, from the
// snapshot. The database is only read, apart from the snapshot (collection `read_model_snapshots`), which the
// second start leaves in place for later runs. Runs the BUILT ordering against the local infrastructure.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import mongoose from 'mongoose';
import { repoRoot, startProcess, stopProcess } from './support/processes.mjs';
import { residentMiB } from './support/staff-export.mjs';

const require = createRequire(import.meta.url);
const platform = require(`${repoRoot}/packages/platform/dist/index.js`);
const { generateKeyPairSync } = await import('node:crypto');

const DATABASE = process.env.BENCH_DASHBOARD_DB ?? 'ordering_bench_1m';
const MONGO_BASE = process.env.MONGO_BASE_URL ?? 'mongodb://127.0.0.1:27017';
const PORT = Number(process.env.BENCH_PORT ?? 14213);
const READY_MS = Number(process.env.BENCH_READY_MS ?? 900_000);
const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const jwks = createServer((_req, res) =>
  res.writeHead(200).end(JSON.stringify({ keys: [platform.es256Jwk(publicKey)] })),
);
await new Promise((resolve) => jwks.listen(0, '127.0.0.1', resolve));
const connection = await mongoose.createConnection(`${MONGO_BASE}/${DATABASE}`).asPromise();
const snapshots = connection.db.collection('read_model_snapshots');

async function start(label) {
  const started = performance.now();
  const ordering = await startProcess(
    'ordering',
    'services/ordering/dist/main.js',
    {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      MONGO_URL: `${MONGO_BASE}/${DATABASE}`,
      KAFKA_BROKERS: process.env.KAFKA_BROKERS ?? '127.0.0.1:9092',
      KAFKA_TOPIC_PREFIX: `bench_${DATABASE}.`,
      JWKS_URL: `http://127.0.0.1:${jwks.address().port}/auth/jwks.json`,
    },
    `http://127.0.0.1:${PORT}/health/ready`,
    READY_MS,
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${label}: ready in ${seconds.toFixed(1)} s, RSS ${residentMiB(ordering.pid).toFixed(0)} MiB (load ${load()})`,
  );
  return ordering;
}

try {
  console.log(`${DATABASE}; load average ${load()} on ${os.cpus().length} cores`);
  // The rows documents: the current snapshot is set aside (renamed), so this start cannot find it.
  const current = await snapshots.findOne({ _id: 'current' });
  if (current) {
    await snapshots.deleteOne({ _id: 'current' });
    await snapshots.insertOne({ ...current, _id: 'set-aside' });
  }
  const first = await start('from the rows documents');
  const written = performance.now();
  for (;;) {
    const now = await snapshots.findOne({ _id: 'current' }, { projection: { seq: 1, size: 1 } });
    if (now) {
      console.log(
        `  its snapshot written after ${((performance.now() - written) / 1000).toFixed(1)} s more: ${(now.size / 2 ** 20).toFixed(1)} MiB`,
      );
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stopProcess(first);
  // The snapshot set aside is replaced: its parts go with it.
  if (current) {
    for (let part = 0; part < current.parts; part++)
      await snapshots.deleteOne({ _id: `${current.snapshot}.${part}` });
    await snapshots.deleteOne({ _id: 'set-aside' });
  }
  const second = await start('from the snapshot');
  await stopProcess(second);
} finally {
  await connection.close();
  jwks.close();
}
