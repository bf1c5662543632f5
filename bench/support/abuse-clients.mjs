// Abusive clients for a benchmark, run as their own process so their work never shares an event loop with the
// measurement: each client has its own loopback address (all of 127.0.0.0/8 reaches the gateway), so each is a
// client of its own to the per-address limits, and sends one request after another as fast as answers come.
// Half register new accounts, half guess a password. Prints a tally of the statuses on SIGTERM. With `https`, they
// speak TLS (to the edge in front of the gateway, whose certificate is made for the run).
//   node abuse-clients.mjs <port> <clients> <victim username> [http|https]
import http from 'node:http';
import https from 'node:https';
import { randomUUID } from 'node:crypto';

const [port, clients, victim] = [Number(process.argv[2]), Number(process.argv[3]), process.argv[4]];
const transport = process.argv[5] === 'https' ? https : http;
const tally = {};
let running = true;

function post(path, body, localAddress, agent) {
  return new Promise((resolve) => {
    const payload = JSON.stringify(body);
    const req = transport.request(
      {
        host: '127.0.0.1',
        rejectUnauthorized: false,
        port,
        path,
        method: 'POST',
        localAddress,
        agent,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      },
    );
    req.on('error', () => resolve('error'));
    req.end(payload);
  });
}

async function client(index) {
  const localAddress = `127.0.0.${11 + index}`;
  const agent = new transport.Agent({
    keepAlive: true,
    maxSockets: 1,
    localAddress,
    rejectUnauthorized: false,
  });
  const registers = index % 2 === 0;
  while (running) {
    const name = `abuse${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const status = registers
      ? await post(
          '/auth/users/',
          {
            username: name,
            password: 'plum-tart-on-sunday',
            email: `${name}@example.co.uk`,
            first_name: 'Ada',
            last_name: 'Lovelace',
          },
          localAddress,
          agent,
        )
      : await post('/auth/jwt/create/', { username: victim, password: `guess-${name}` }, localAddress, agent);
    const key = `${registers ? 'register' : 'sign-in'} ${status}`;
    tally[key] = (tally[key] ?? 0) + 1;
  }
  agent.destroy();
}

const loops = Array.from({ length: clients }, (_, index) => client(index));
process.stdout.write('ready\n');
process.once('SIGTERM', async () => {
  running = false;
  await Promise.all(loops);
  process.stdout.write(`${JSON.stringify(tally)}\n`);
  process.exit(0);
});
