// Benchmark: what a second instance of each service costs and gives, side by side in one run on this machine.
// For one and then two instances of identity, catalogue and ordering behind one gateway (its edge cache off, so
// every request reaches a service):
//   - GET /api/meals/: 10 connections, three 5 s rounds (the median is printed);
//   - order placement (POST /api/orders/ through the gateway): 10 customers placing orders side by side for 10 s.
// The one-instance figures are the anchor. On two cores the point is that a second instance costs little (no lost
// throughput, no worse latency), not that it doubles throughput: both instances share the same two cores.
// Needs the local infrastructure (bash infra/up.sh) and a build (bash scripts/build.sh).
import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { measure } from './support/measure.mjs';
import { startProcess, stopProcess } from './support/processes.mjs';
import { json } from './support/json-request.mjs';
import { percentile } from './support/percentile.mjs';
import { countCpu, infraProcesses } from './support/cpu-time.mjs';

const ROUNDS = 3;
const CUSTOMERS = 10;
const ORDER_SECONDS = 10;
const brokers = process.env.KAFKA_BROKERS ?? '127.0.0.1:9092';
const mongoBase = process.env.MONGO_BASE_URL ?? 'mongodb://127.0.0.1:27017';
const GATEWAY_PORT = 14300;
const basePorts = { identity: 14301, catalogue: 14302, ordering: 14303 };
const gateway = `http://127.0.0.1:${GATEWAY_PORT}`;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The services (`instances` of each) and a gateway over them, on databases and topics of their own. */
async function startSystem(instances) {
  const run = randomUUID().slice(0, 8);
  const databases = Object.fromEntries(Object.keys(basePorts).map((name) => [name, `${name}_bench_${run}`]));
  const common = { KAFKA_BROKERS: brokers, KAFKA_TOPIC_PREFIX: `bench_${run}.`, HOST: '127.0.0.1' };
  const jwks = `http://127.0.0.1:${basePorts.identity}/auth/jwks.json`;
  const children = [];
  /** Each process by the part it plays ({ name, pid }), for the CPU count. */
  const processes = [];
  const urls = {};
  for (const name of Object.keys(basePorts)) {
    urls[name] = [];
    for (let n = 0; n < instances; n++) {
      const port = basePorts[name] + 10 * n;
      const env = {
        ...common,
        PORT: String(port),
        MONGO_URL: `${mongoBase}/${databases[name]}`,
        ...(name === 'identity' ? { REGISTRATION_LIMIT: '100000/60' } : { JWKS_URL: jwks }),
      };
      const child = await startProcess(
        `${name} ${n + 1}`,
        `services/${name}/dist/main.js`,
        env,
        `http://127.0.0.1:${port}/health/ready`,
      );
      children.push(child);
      processes.push({ name, pid: child.pid });
      urls[name].push(`http://127.0.0.1:${port}`);
    }
  }
  const gatewayProcess = await startProcess(
    'gateway',
    'services/gateway/dist/main.js',
    {
      PORT: String(GATEWAY_PORT),
      HOST: '127.0.0.1',
      IDENTITY_URL: urls.identity.join(','),
      CATALOGUE_URL: urls.catalogue.join(','),
      ORDERING_URL: urls.ordering.join(','),
      EDGE_CACHE_MAX_ENTRIES: '0',
      PRERENDER: 'off',
      // Not the running site's 9464.
      GATEWAY_METRICS_PORT: String(GATEWAY_PORT + 1000),
      CLIENT_REQUEST_LIMIT: '100000000/10',
    },
    `${gateway}/health/live`,
  );
  children.push(gatewayProcess);
  processes.push({ name: 'gateway', pid: gatewayProcess.pid });
  return {
    processes,
    async stop() {
      await Promise.all(children.map(stopProcess));
      for (const database of Object.values(databases)) {
        const connection = await mongoose.createConnection(`${mongoBase}/${database}`).asPromise();
        await connection.dropDatabase();
        await connection.close();
      }
    },
  };
}

/** A signed-up customer with an address, ready to order. */
async function newCustomer(index) {
  const name = `bench${randomUUID().slice(0, 8)}${index}`;
  const user = { username: name, password: 'bench-pass-2026-x', email: `${name}@example.co.uk` };
  await json(`${gateway}/auth/users/`, {
    method: 'POST',
    body: { ...user, first_name: 'Bench', last_name: 'Mark' },
  });
  const { access: token } = (
    await json(`${gateway}/auth/jwt/create/`, {
      method: 'POST',
      body: { username: name, password: user.password },
    })
  ).body;
  const address = await json(`${gateway}/api/customers/add_address/`, {
    method: 'POST',
    token,
    body: { address: '1 Bench Street', city: 'London', county: 'Greater London', postcode: 'SW1A 1AA' },
  });
  const customer = await json(`${gateway}/api/customers/me`, { token });
  return { token, customerId: customer.body.id, addressId: address.body.id };
}

/** Orders placed through the gateway by every customer side by side for `seconds`: orders/s and latency. */
async function placeOrders(system, customers, seconds) {
  const { dates } = (await json(`${gateway}/api/orders/delivery-dates/`)).body;
  const place = (c) =>
    json(`${gateway}/api/orders/`, {
      method: 'POST',
      token: c.token,
      expect: [201, 400, 503],
      body: {
        customer: c.customerId,
        customer_address: c.addressId,
        delivery_date: dates[0],
        protein_preference: 'MV',
        meal_size: 'S',
        number_of_meals: 6,
      },
    });
  // Ordering reads the catalogue's prices from events at start: wait until it can price an order.
  while ((await place(customers[0])).status !== 201) await sleep(200);
  const latencies = [];
  const cpu = countCpu([...system.processes, ...infraProcesses(), { name: 'benchmark', pid: process.pid }]);
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    customers.map(async (c) => {
      while (performance.now() < until) {
        const started = performance.now();
        const placed = await place(c);
        if (placed.status !== 201) throw new Error(`an order was refused: ${JSON.stringify(placed.body)}`);
        latencies.push(performance.now() - started);
      }
    }),
  );
  const used = cpu.stop();
  const sorted = latencies.sort((a, b) => a - b);
  const cpuPerOrder = Object.fromEntries(
    Object.entries(used).map(([name, ms]) => [name, ms / sorted.length]),
  );
  return {
    perSecond: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    cpuPerOrder,
  };
}

const results = new Map();
for (const instances of [1, 2]) {
  process.stdout.write(`${instances} instance(s) of each service: starting ... `);
  const system = await startSystem(instances);
  try {
    const customers = [];
    for (let i = 0; i < CUSTOMERS; i++) customers.push(await newCustomer(i));
    process.stdout.write('measuring ... ');
    const menu = `${gateway}/api/meals/`;
    await measure(menu, { durationSeconds: 2 }); // warm JIT, pools and caches
    const rounds = [];
    for (let round = 0; round < ROUNDS; round++) rounds.push(await measure(menu, { durationSeconds: 5 }));
    const orders = await placeOrders(system, customers, ORDER_SECONDS);
    results.set(instances, {
      menu: {
        rps: median(rounds.map((r) => r.requestsPerSecond)),
        p50: median(rounds.map((r) => r.p50)),
        p99: median(rounds.map((r) => r.p99)),
      },
      orders,
    });
    console.log('done');
  } finally {
    await system.stop();
  }
}

const one = results.get(1);
const two = results.get(2);
const pad = (value, width = 12) => String(value).padStart(width);
console.log(`\n${''.padEnd(34)}${pad('1 instance')}${pad('2 instances')}${pad('2 / 1')}`);
const row = (label, a, b, digits = 0) =>
  console.log(
    `${label.padEnd(34)}${pad(a.toFixed(digits))}${pad(b.toFixed(digits))}${pad((b / a).toFixed(2))}`,
  );
row('GET /api/meals/ req/s', one.menu.rps, two.menu.rps);
row('GET /api/meals/ p50 ms', one.menu.p50, two.menu.p50, 1);
row('GET /api/meals/ p99 ms', one.menu.p99, two.menu.p99, 1);
row('orders placed per second', one.orders.perSecond, two.orders.perSecond, 1);
row('order placement p50 ms', one.orders.p50, two.orders.p50, 1);
row('order placement p99 ms', one.orders.p99, two.orders.p99, 1);
console.log('\nCPU ms per order placed, by process (instances summed):');
for (const name of Object.keys(two.orders.cpuPerOrder)) {
  row(`  ${name}`, one.orders.cpuPerOrder[name] ?? 0, two.orders.cpuPerOrder[name], 1);
}
console.log(`\nmachine load (1 min) at the end: ${(await import('node:os')).loadavg()[0].toFixed(1)}`);
