import { createServer, connect } from 'node:net';
import type { Server, Socket } from 'node:net';

/**
 * A TCP relay in front of the real Mailpit, on a port of its own, that can be switched off and on: while off
 * nothing listens on its port (connections are refused, as when the mail server is down).
 */
export async function smtpRelay(target: { host: string; port: number }) {
  const port = await freePort();
  let server: Server | null = null;
  const sockets = new Set<Socket>();
  return {
    url: `smtp://127.0.0.1:${port}`,
    async up() {
      server = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    },
    async down() {
      for (const socket of sockets) socket.destroy();
      if (server) await new Promise<void>((resolve) => server!.close(() => resolve()));
      server = null;
    },
  };
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export { freePort };
